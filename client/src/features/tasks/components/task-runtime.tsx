import { useEffect } from 'react';
import { installLabelSync } from '../../../lib/labels.ts';
import { installTaskCounting } from '../atoms.ts';

/** Mounted once for the whole app: a focus session finished on any page counts toward the current task. */
export function TaskRuntime() {
  useEffect(() => installTaskCounting(), []);
  // The labels tasks and sessions carry (issue 30) follow changes made in other tabs.
  useEffect(() => installLabelSync(), []);
  return null;
}
