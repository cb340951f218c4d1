import { useEffect } from 'react';
import { installTaskCounting } from '../atoms.ts';

/** Mounted once for the whole app: a focus session finished on any page counts toward the current task. */
export function TaskRuntime() {
  useEffect(() => installTaskCounting(), []);
  return null;
}
