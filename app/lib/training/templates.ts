import { buildWeeks, LIGHTER_WEEK_SUFFIX, type PlannedDay } from './day.ts';
import { builtInExercise } from './exercises.ts';
import { targetSets, type Role } from './prescribe.ts';
import type { Goal, Level, Prescription, ProgramDraft, ProgramWeek } from './types.ts';

/*
 * Ready-made programs shown on /programs. Strength templates go through the same dose and
 * progression rules as the assistant (prescribe.ts), so a template and a generated program
 * progress alike; the 5×5 and the running plan have their own classic week-by-week schemes.
 */

type TemplateDay = { readonly name: string; readonly exercises: readonly (readonly [exerciseId: string, role: Role])[] };

function progressiveTemplate(name: string, goal: Goal, level: Level, weeks: number, days: readonly TemplateDay[]): ProgramDraft {
  const planned: PlannedDay[] = days.map((day) => ({
    name: day.name,
    exercises: day.exercises.map(([id, role]) => ({ exercise: builtInExercise(id)!, role, peakSets: targetSets(goal, level, role) })),
  }));
  // Templates have no session length; cardio in them is done as intervals, which ignores it.
  return { name, goal, level, weeks: buildWeeks(planned, weeks, { goal, level, sessionMinutes: 60, cardioStyle: 'intervals', pace: 'normal' }) };
}

const fullBodyBeginner = /* @__PURE__ */ progressiveTemplate('Full body débutant · 3 jours', 'forme', 'debutant', 8, [
  {
    name: 'Séance A',
    exercises: [['squat', 'main'], ['developpe-couche', 'main'], ['rowing-haltere-un-bras', 'secondary'], ['elevations-laterales', 'isolation'], ['gainage', 'core']],
  },
  {
    name: 'Séance B',
    exercises: [['souleve-de-terre', 'main'], ['developpe-militaire', 'main'], ['tirage-vertical', 'secondary'], ['fentes-marchees-halteres', 'secondary'], ['curl-halteres', 'isolation'], ['gainage-lateral', 'core']],
  },
  {
    name: 'Séance C',
    exercises: [['presse-a-cuisses', 'main'], ['developpe-incline-halteres', 'main'], ['tirage-horizontal-poulie', 'secondary'], ['hip-thrust', 'secondary'], ['extension-triceps-poulie', 'isolation'], ['crunch', 'core']],
  },
]);

const upperLower = /* @__PURE__ */ progressiveTemplate('Haut/bas · 4 jours', 'hypertrophie', 'intermediaire', 10, [
  {
    name: 'Haut du corps A',
    exercises: [
      ['developpe-couche', 'main'], ['rowing-barre', 'main'], ['developpe-epaules-halteres', 'secondary'], ['tirage-vertical', 'secondary'],
      ['elevations-laterales', 'isolation'], ['curl-barre', 'isolation'], ['extension-triceps-poulie', 'isolation'],
    ],
  },
  {
    name: 'Bas du corps A',
    exercises: [
      ['squat', 'main'], ['souleve-de-terre-roumain', 'secondary'], ['fentes-bulgares-halteres', 'secondary'], ['leg-extension', 'isolation'],
      ['leg-curl-allonge', 'isolation'], ['mollets-debout-machine', 'isolation'], ['gainage', 'core'],
    ],
  },
  {
    name: 'Haut du corps B',
    exercises: [
      ['developpe-militaire', 'main'], ['tractions', 'main'], ['developpe-incline-halteres', 'secondary'], ['tirage-horizontal-poulie', 'secondary'],
      ['ecarte-poulie-vis-a-vis', 'isolation'], ['curl-marteau', 'isolation'], ['barre-au-front', 'isolation'], ['face-pull', 'isolation'],
    ],
  },
  {
    name: 'Bas du corps B',
    exercises: [
      ['souleve-de-terre', 'main'], ['presse-a-cuisses', 'secondary'], ['hip-thrust', 'secondary'], ['leg-curl-assis', 'isolation'],
      ['adduction-machine', 'isolation'], ['mollets-assis-machine', 'isolation'], ['releves-de-jambes-suspendu', 'core'],
    ],
  },
]);

const pushPullLegs = /* @__PURE__ */ progressiveTemplate('Push/pull/legs · 6 jours', 'hypertrophie', 'intermediaire', 10, [
  {
    name: 'Push A (poussée)',
    exercises: [
      ['developpe-couche', 'main'], ['developpe-militaire', 'secondary'], ['developpe-incline-halteres', 'secondary'],
      ['ecarte-poulie-vis-a-vis', 'isolation'], ['elevations-laterales', 'isolation'], ['extension-triceps-corde', 'isolation'],
    ],
  },
  {
    name: 'Pull A (tirage)',
    exercises: [
      ['tractions', 'main'], ['rowing-barre', 'main'], ['tirage-horizontal-poulie', 'secondary'], ['face-pull', 'isolation'],
      ['curl-barre', 'isolation'], ['curl-marteau', 'isolation'],
    ],
  },
  {
    name: 'Legs A (jambes)',
    exercises: [
      ['squat', 'main'], ['souleve-de-terre-roumain', 'secondary'], ['presse-a-cuisses', 'secondary'], ['leg-curl-allonge', 'isolation'],
      ['leg-extension', 'isolation'], ['mollets-debout-machine', 'isolation'],
    ],
  },
  {
    name: 'Push B (poussée)',
    exercises: [
      ['developpe-incline', 'main'], ['developpe-epaules-halteres', 'secondary'], ['dips', 'secondary'], ['pec-deck', 'isolation'],
      ['elevations-laterales-poulie', 'isolation'], ['extension-triceps-nuque-poulie', 'isolation'],
    ],
  },
  {
    name: 'Pull B (tirage)',
    exercises: [
      ['souleve-de-terre', 'main'], ['tirage-vertical', 'secondary'], ['rowing-haltere-un-bras', 'secondary'], ['oiseau-machine', 'isolation'],
      ['curl-incline', 'isolation'], ['curl-poulie', 'isolation'],
    ],
  },
  {
    name: 'Legs B (jambes)',
    exercises: [
      ['squat-avant', 'main'], ['hip-thrust', 'secondary'], ['fentes-marchees-halteres', 'secondary'], ['leg-curl-assis', 'isolation'],
      ['adduction-machine', 'isolation'], ['mollets-assis-machine', 'isolation'], ['gainage', 'core'],
    ],
  },
]);

const bodyweightAtHome = /* @__PURE__ */ progressiveTemplate('Poids du corps à la maison', 'forme', 'debutant', 8, [
  {
    name: 'Séance A',
    exercises: [['squat-poids-du-corps', 'main'], ['pompes', 'main'], ['fentes-arriere', 'secondary'], ['pont-fessier', 'secondary'], ['gainage', 'core'], ['mountain-climbers', 'cardio']],
  },
  {
    name: 'Séance B',
    exercises: [['fentes-avant', 'main'], ['pompes-pike', 'main'], ['chaise', 'isolation'], ['superman', 'core'], ['gainage-lateral', 'core'], ['jumping-jacks', 'cardio']],
  },
  {
    name: 'Séance C',
    exercises: [['squat-poids-du-corps', 'main'], ['pompes-genoux', 'main'], ['ytw-au-sol', 'secondary'], ['pont-fessier-une-jambe', 'secondary'], ['dead-bug', 'core'], ['burpees', 'cardio']],
  },
]);

/*
 * 5×5: squat every session, alternating A (bench press, barbell row) and B (overhead press,
 * deadlift), three sessions a week (A-B-A then B-A-B). Five sets of five at a %1RM that rises
 * 2.5 % a week; every 5th week is lighter (3 × 5 at 60 %), and each wave starts 2.5 % above the
 * previous one.
 */
function strength5x5(): ProgramDraft {
  const sessionA = ['squat', 'developpe-couche', 'rowing-barre'];
  const sessionB = ['squat', 'developpe-militaire', 'souleve-de-terre'];
  const weeks: ProgramWeek[] = Array.from({ length: 12 }, (_, index) => {
    const block = Math.floor(index / 5);
    const position = index % 5;
    const lighter = position === 4;
    const percent1RM = lighter ? 60 : 70 + 2.5 * block + 2.5 * position;
    const session = (name: string, ids: readonly string[]) => ({
      name: lighter ? `${name}${LIGHTER_WEEK_SUFFIX}` : name,
      exercises: ids.map(
        (exerciseId): Prescription => ({
          exerciseId,
          sets: lighter ? 3 : 5,
          reps: 5,
          percent1RM,
          restSec: 180,
          // The loads then follow what was lifted: 2.5 kg more after five fives.
          progression: { kind: 'lineaire', incrementKg: 2.5 },
          ...(index === 0 ? { notes: '5 séries de 5 répétitions à ce % de votre 1RM estimé ; +2,5 % chaque semaine.' } : {}),
        }),
      ),
    });
    const [first, second] = index % 2 === 0 ? (['Séance A', 'Séance B'] as const) : (['Séance B', 'Séance A'] as const);
    const ids = { 'Séance A': sessionA, 'Séance B': sessionB };
    return { days: [session(first, ids[first]), session(second, ids[second]), session(first, ids[first])] };
  });
  return { name: 'Force 5×5', goal: 'force', level: 'intermediaire', weeks };
}

/*
 * From walk/run intervals to 30 minutes of continuous running in 10 weeks, three outings a week:
 * 5 minutes of brisk walking to warm up, the running intervals (walking recovery as rest), calf
 * and hamstring stretches to finish. Week 5 is lighter.
 */
const RUNNING_WEEKS: readonly { readonly runs: number; readonly runSec: number; readonly walkSec: number }[] = [
  { runs: 8, runSec: 60, walkSec: 90 },
  { runs: 6, runSec: 120, walkSec: 90 },
  { runs: 5, runSec: 180, walkSec: 90 },
  { runs: 4, runSec: 300, walkSec: 120 },
  { runs: 3, runSec: 240, walkSec: 120 },
  { runs: 3, runSec: 420, walkSec: 120 },
  { runs: 2, runSec: 660, walkSec: 120 },
  { runs: 2, runSec: 720, walkSec: 90 },
  { runs: 1, runSec: 1500, walkSec: 0 },
  { runs: 1, runSec: 1800, walkSec: 0 },
];
const LIGHTER_RUNNING_WEEK = 4;

function runningBeginner(): ProgramDraft {
  const weeks = RUNNING_WEEKS.map(({ runs, runSec, walkSec }, index): ProgramWeek => {
    const outing = (): Prescription[] => [
      { exerciseId: 'marche-rapide', sets: 1, durationSec: 300, restSec: 0 },
      {
        exerciseId: 'course-a-pied',
        sets: runs,
        durationSec: runSec,
        restSec: walkSec,
        ...(walkSec > 0 ? { notes: 'Récupérez en marchant pendant le repos.' } : { notes: 'En continu, à une allure où vous pouvez parler.' }),
      },
      { exerciseId: 'etirement-mollets', sets: 2, durationSec: 30, restSec: 0 },
      { exerciseId: 'etirement-ischio-jambiers', sets: 2, durationSec: 30, restSec: 0 },
    ];
    const suffix = index === LIGHTER_RUNNING_WEEK ? LIGHTER_WEEK_SUFFIX : '';
    return { days: [1, 2, 3].map((number) => ({ name: `Sortie ${number}${suffix}`, exercises: outing() })) };
  });
  return { name: 'Course à pied débutant', goal: 'endurance', level: 'debutant', weeks };
}

// Marked pure so a screen that only needs the catalogue does not ship the templates and the
// generator they are built with.
export const TEMPLATES: readonly ProgramDraft[] = [
  fullBodyBeginner,
  upperLower,
  pushPullLegs,
  /* @__PURE__ */ strength5x5(),
  bodyweightAtHome,
  /* @__PURE__ */ runningBeginner(),
];
