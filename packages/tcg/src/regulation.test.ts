import { describe, expect, it } from 'vitest';
import {
  DEFAULT_REGULATION_IN_FORCE,
  formatRegulationForDisplay,
  legality,
  parseRegulation,
  regulationGroup,
  regulationInForceFor,
  seriesOfSetCode,
} from './regulation.ts';

describe('regulation codes', () => {
  it('puts codes into the three groups', () => {
    expect(regulationGroup('EFG-CSV5C')).toBe('standard');
    expect(regulationGroup('GHI-CSV10C')).toBe('standard');
    expect(regulationGroup('EXP-CSV5C')).toBe('expanded');
    expect(regulationGroup('ABC-CSM2.5C')).toBe('smSeries');
    expect(regulationGroup('ABC-CSM2C')).toBe('standard');
  });

  it('parses marks and the last legal set', () => {
    expect(parseRegulation('EFG-CSV5C')).toEqual({ group: 'standard', marks: ['E', 'F', 'G'], lastSet: 'CSV5C' });
    expect(parseRegulation('ABC-CSM2.5C')).toEqual({ group: 'smSeries', marks: ['A', 'B', 'C'], lastSet: 'CSM2.5C' });
    expect(parseRegulation('EXP-CSV5C')).toEqual({ group: 'expanded', marks: [], lastSet: 'CSV5C' });
  });

  it('refuses codes without the marks-set shape', () => {
    expect(parseRegulation('GHI')).toBeNull();
    expect(parseRegulation('-CSV5C')).toBeNull();
    expect(parseRegulation('GHI-')).toBeNull();
    expect(parseRegulation('g1-CSV5C')).toBeNull();
  });

  it('shows hyphens with spaces as on the home page', () => {
    expect(formatRegulationForDisplay('EFG-CSV5C')).toBe('EFG - CSV5C');
    expect(formatRegulationForDisplay('GHI - CSV10C')).toBe('GHI - CSV10C');
  });
});

describe('seriesOfSetCode', () => {
  it('recognises Chinese and Japanese-structure set codes', () => {
    expect(seriesOfSetCode('CSV5C')).toBe('Scarlet & Violet');
    expect(seriesOfSetCode('SV1S')).toBe('Scarlet & Violet');
    expect(seriesOfSetCode('CSM2.5C')).toBe('Sun & Moon');
    expect(seriesOfSetCode('CSMPiC')).toBe('Sun & Moon');
    expect(seriesOfSetCode('SM12a')).toBe('Sun & Moon');
    expect(seriesOfSetCode('CS6.5C')).toBe('Sword & Shield');
    expect(seriesOfSetCode('S8b')).toBe('Sword & Shield');
    expect(seriesOfSetCode('SC1a')).toBe('Sword & Shield');
    expect(seriesOfSetCode('S-P')).toBe('Sword & Shield');
    expect(seriesOfSetCode('SVP1')).toBe('Scarlet & Violet');
    expect(seriesOfSetCode('SV-P')).toBe('Scarlet & Violet');
    expect(seriesOfSetCode('M1L')).toBeNull();
  });
});

describe('legality', () => {
  it('makes current marks legal in Standard and Expanded', () => {
    expect(legality('H', { series: 'Scarlet & Violet' })).toEqual({ standard: true, expanded: true, smSeries: false });
  });

  it('keeps rotated Scarlet & Violet and Sword & Shield cards in Expanded only', () => {
    expect(legality('F', { series: 'Sword & Shield' })).toEqual({ standard: false, expanded: true, smSeries: false });
    expect(legality('E', { setCode: 'CSV1C' })).toEqual({ standard: false, expanded: true, smSeries: false });
  });

  it('puts Sun & Moon cards in the Sun & Moon Series format only', () => {
    expect(legality('A', { series: 'Sun & Moon' })).toEqual({ standard: false, expanded: false, smSeries: true });
    expect(legality('C', { setCode: 'CSMPiC' })).toEqual({ standard: false, expanded: false, smSeries: true });
  });

  it('falls back to the mark when the series is unknown', () => {
    expect(legality('D')).toEqual({ standard: false, expanded: true, smSeries: false });
    expect(legality('B')).toEqual({ standard: false, expanded: false, smSeries: true });
    expect(legality(null)).toEqual({ standard: false, expanded: false, smSeries: false });
  });

  it('treats Basic Energy as legal everywhere', () => {
    expect(legality(null, { cardType: 'Basic Energy' })).toEqual({ standard: true, expanded: true, smSeries: true });
  });

  it('follows the Standard marks of another regulation', () => {
    const efg = regulationInForceFor('EFG-CSV5C');
    expect(efg.standardMarks).toEqual(['E', 'F', 'G']);
    expect(legality('E', { series: 'Scarlet & Violet' }, efg).standard).toBe(true);
    expect(legality('H', { series: 'Scarlet & Violet' }, efg).standard).toBe(false);
    expect(regulationInForceFor('EXP-CSV5C')).toBe(DEFAULT_REGULATION_IN_FORCE);
  });
});
