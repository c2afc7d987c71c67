import { describe, expect, it } from 'vitest';
import { readStartingLoadFields } from './starting-load-form.ts';

describe('readStartingLoadFields', () => {
  it('reads a French decimal load as the mode chosen', () => {
    expect(readStartingLoadFields({ mode: 'rm', kg: '102,5', reps: '' })).toEqual({ answer: { mode: 'rm', kg: 102.5 }, errors: {} });
    expect(readStartingLoadFields({ mode: 'travail', kg: '60', reps: '7' })).toEqual({ answer: { mode: 'travail', kg: 60 }, errors: {} });
    expect(readStartingLoadFields({ mode: 'serie', kg: '80', reps: '5' })).toEqual({ answer: { mode: 'serie', kg: 80, reps: 5 }, errors: {} });
  });

  it('takes empty fields for no load yet', () => {
    expect(readStartingLoadFields({ mode: 'serie', kg: ' ', reps: '' })).toEqual({ answer: null, errors: {} });
  });

  it('says what is wrong with a load or reps', () => {
    expect(readStartingLoadFields({ mode: 'rm', kg: 'cent', reps: '' }).errors).toEqual({ kg: { key: 'common:form.notANumber' } });
    expect(readStartingLoadFields({ mode: 'rm', kg: '0,5', reps: '' }).errors.kg).toMatchObject({ key: 'common:form.range', params: { min: 1, max: 500 } });
    expect(readStartingLoadFields({ mode: 'serie', kg: '80', reps: '' }).errors).toEqual({ reps: { key: 'common:form.required' } });
    expect(readStartingLoadFields({ mode: 'serie', kg: '80', reps: '13' }).errors.reps).toMatchObject({ key: 'common:form.rangeInteger', params: { min: 1, max: 12 } });
    expect(readStartingLoadFields({ mode: 'serie', kg: '', reps: '5' })).toEqual({ answer: null, errors: { kg: { key: 'common:form.required' } } });
  });
});
