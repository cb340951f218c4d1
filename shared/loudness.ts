/**
 * Loudness normalisation (issue 17): every track plays at TARGET_LUFS integrated loudness (EBU R128 / ITU-R
 * BS.1770), and never so loud that its true peak passes TRUE_PEAK_CEILING_DBTP. The server measures each track and
 * sends `gainDb` in /api/tracks; the player multiplies its output by 10^(gainDb / 20).
 */
export const TARGET_LUFS = -16;
export const TRUE_PEAK_CEILING_DBTP = -1;
/** A near-silent track is not blown up by more than this. */
export const MAX_BOOST_DB = 12;

/**
 * The gain that brings a track to TARGET_LUFS, lowered so that its true peak stays at or under the ceiling, and
 * at most MAX_BOOST_DB up. 0 when the loudness is unknown (not measured yet, silent, undecodable). Two decimals.
 */
export function loudnessGainDb(integratedLufs: number | null, truePeakDbtp: number | null): number {
  if (integratedLufs === null || !Number.isFinite(integratedLufs)) return 0;
  let gain = Math.min(TARGET_LUFS - integratedLufs, MAX_BOOST_DB);
  if (truePeakDbtp !== null && Number.isFinite(truePeakDbtp))
    gain = Math.min(gain, TRUE_PEAK_CEILING_DBTP - truePeakDbtp);
  // + 0 turns a -0 into 0.
  return Math.round(gain * 100) / 100 + 0;
}
