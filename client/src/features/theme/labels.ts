import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ColorThemeName } from '#shared/themes.ts';

/** Display names of the colour themes (stored by their English name). */
export const COLOR_THEME_LABELS: Record<ColorThemeName, MessageDescriptor> = {
  'Blue Ocean': msg`Blue Ocean`,
  'Forest Green': msg`Forest Green`,
  'Purple Magic': msg`Purple Magic`,
  'Sunset Orange': msg`Sunset Orange`,
  'Cherry Red': msg`Cherry Red`,
  'Teal Wave': msg`Teal Wave`,
};
