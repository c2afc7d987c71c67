// How numbers, durations, energy and dates are typed and read in French (Intl fr-FR).
export * from './numbers.ts';
export * from './durations.ts';
export * from './energy.ts';
export * from './days.ts';
export * from './text.ts';
