// Calendar days, ages, ranges and weeks: one implementation for every screen and loader.
export * from './days.ts';
export * from './ages.ts';
export * from './ranges.ts';
export * from './weeks.ts';
