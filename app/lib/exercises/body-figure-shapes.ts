import type { BodyMuscle } from '#app/lib/training/muscle-volume.ts';

/*
 * The body figure drawn for the app, front and back, in a 100 × 206 box per view. Each muscle
 * group of the catalogue is one or more shapes; `mirrored` shapes are drawn on the figure's left
 * side and repeated on its right. The silhouette (head, limbs, hands, feet) sits underneath.
 */
export type Shape =
  | { kind: 'ellipse'; cx: number; cy: number; rx: number; ry: number }
  | { kind: 'path'; d: string };

export type Region = { muscle: BodyMuscle; shapes: readonly Shape[]; mirrored: boolean };

export const FIGURE_VIEWBOX = '0 0 100 206';

const ellipse = (cx: number, cy: number, rx: number, ry: number): Shape => ({ kind: 'ellipse', cx, cy, rx, ry });
const path = (d: string): Shape => ({ kind: 'path', d });

export const SILHOUETTE: readonly Shape[] = [
  ellipse(50, 15, 9, 11),
  path('M45,24 L55,24 L56,33 L44,33 Z'),
  path('M33,33 Q50,29 67,33 L73,42 L67,100 L69,112 L31,112 L33,100 L27,42 Z'),
  path('M21,40 Q26,34 32,40 L32,74 L20,74 Z'),
  path('M79,40 Q74,34 68,40 L68,74 L80,74 Z'),
  path('M17,73 L28,73 L27,100 L18,100 Z'),
  path('M83,73 L72,73 L73,100 L82,100 Z'),
  ellipse(22, 106, 4.5, 6),
  ellipse(78, 106, 4.5, 6),
  path('M32,108 L50,110 L49,160 L35,160 Z'),
  path('M68,108 L50,110 L51,160 L65,160 Z'),
  path('M35,158 L48,158 L46,196 L37,196 Z'),
  path('M65,158 L52,158 L54,196 L63,196 Z'),
  ellipse(41, 200, 6, 3.5),
  ellipse(59, 200, 6, 3.5),
];

export const FRONT: readonly Region[] = [
  { muscle: 'epaules', mirrored: true, shapes: [ellipse(30, 42, 7.5, 7)] },
  { muscle: 'pectoraux', mirrored: true, shapes: [path('M49,39 L37,38 Q31,44 33,54 Q40,60 49,57 Z')] },
  { muscle: 'biceps', mirrored: true, shapes: [ellipse(26, 58, 5, 11)] },
  { muscle: 'avant-bras', mirrored: true, shapes: [ellipse(22.5, 86, 4.5, 12)] },
  { muscle: 'abdominaux', mirrored: false, shapes: [path('M42,60 L58,60 Q60,80 57,100 L43,100 Q40,80 42,60 Z')] },
  { muscle: 'quadriceps', mirrored: true, shapes: [ellipse(40.5, 134, 7, 21)] },
  { muscle: 'adducteurs', mirrored: true, shapes: [ellipse(47, 122, 2.5, 10)] },
];

export const BACK: readonly Region[] = [
  { muscle: 'dos', mirrored: false, shapes: [path('M50,29 L37,37 L50,64 L63,37 Z'), path('M36,44 Q31,62 39,80 L50,80 L50,66 Z'), path('M64,44 Q69,62 61,80 L50,80 L50,66 Z')] },
  { muscle: 'epaules', mirrored: true, shapes: [ellipse(30, 42, 7.5, 7)] },
  { muscle: 'triceps', mirrored: true, shapes: [ellipse(26, 58, 5, 11)] },
  { muscle: 'avant-bras', mirrored: true, shapes: [ellipse(22.5, 86, 4.5, 12)] },
  { muscle: 'lombaires', mirrored: false, shapes: [path('M42,82 L58,82 L58,98 Q50,102 42,98 Z')] },
  { muscle: 'fessiers', mirrored: true, shapes: [ellipse(42, 111, 8.5, 10)] },
  { muscle: 'ischio-jambiers', mirrored: true, shapes: [ellipse(41, 139, 6.5, 17)] },
  { muscle: 'mollets', mirrored: true, shapes: [ellipse(41.5, 173, 5.5, 13)] },
];
