import { describe, expect, it } from 'vitest';
import { LAYER_IDS } from './layers.ts';
import {
  decodeMix,
  EMPTY_MIX,
  encodeMix,
  PRESET_IDS,
  PRESETS,
  sanitizeMix,
  sanitizeSavedMixes,
  saveMix,
  type Mix,
} from './mix.ts';

describe('share links', () => {
  it('encode a mix in URL-safe characters and decode it back', () => {
    const mix: Mix = { layers: { 'light-rain': 0.55, brown: 0.3 }, master: 0.8, meander: true };
    const value = encodeMix(mix);
    expect(value).toBe('brown.30~light-rain.55~master.80~meander');
    expect(encodeURIComponent(value)).toBe(value);
    expect(decodeMix(value)).toEqual(mix);
  });

  it('round-trip every preset', () => {
    for (const id of PRESET_IDS) expect(decodeMix(encodeMix(PRESETS[id]))).toEqual(PRESETS[id]);
  });

  it('ignore what they do not know, and refuse a link without any layer', () => {
    expect(decodeMix('rain.50~fire.40~x~master.300')).toEqual({ layers: { fire: 0.4 }, master: 1, meander: false });
    expect(decodeMix('master.50')).toBeNull();
    expect(decodeMix('')).toBeNull();
    expect(decodeMix(null)).toBeNull();
    expect(decodeMix('fire.0')).toBeNull();
  });
});

describe('stored mixes', () => {
  it('are cleaned of anything out of range or unknown', () => {
    expect(sanitizeMix({ layers: { fire: 2, nope: 0.5, wind: 'x', waves: 0.2 }, master: -1, meander: 'yes' })).toEqual({
      layers: { fire: 1, waves: 0.2 },
      master: 0,
      meander: false,
    });
    expect(sanitizeMix(null)).toEqual(EMPTY_MIX);
  });

  it('save by name (replacing a same-named one), newest first, never an empty mix', () => {
    let list = saveMix([], 'Evening', PRESETS.seaside);
    list = saveMix(list, 'Work', PRESETS['deep-focus']);
    list = saveMix(list, ' Evening ', PRESETS['campfire-night']);
    expect(list.map((s) => s.name)).toEqual(['Evening', 'Work']);
    expect(list[0].mix).toEqual(PRESETS['campfire-night']);
    expect(saveMix(list, 'Empty', EMPTY_MIX)).toBe(list);
    expect(saveMix(list, '   ', PRESETS.seaside)).toBe(list);
    expect(sanitizeSavedMixes(JSON.parse(JSON.stringify(list)))).toEqual(list);
    expect(sanitizeSavedMixes([{ name: 'x' }, 'y', { name: '', mix: PRESETS.seaside }])).toEqual([]);
  });

  it('presets use known layers only and at least four exist', () => {
    expect(PRESET_IDS.length).toBeGreaterThanOrEqual(4);
    for (const id of PRESET_IDS)
      for (const layer of Object.keys(PRESETS[id].layers)) expect(LAYER_IDS).toContain(layer);
  });
});
