import type { Route } from './+types/_app.sessions.new.$programId.$week.$dayIndex';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { catalogueWith } from '#app/components/programs/catalogue.ts';
import { LoggingScreen } from '#app/components/sessions/logging-screen.tsx';
import { PlateSetupProvider } from '#app/components/sessions/plate-setup.tsx';
import { StartingLoadsGate } from '#app/components/sessions/starting-loads-prompt.tsx';
import { newId, programDaySession, startingLoadGaps } from '#app/lib/sessions/session-model.ts';
import { Page } from '#app/components/ui/page.tsx';
import { isoDayIn } from '#app/lib/dates/index.ts';
import { adminDb } from '#app/lib/firebase/admin.server.ts';
import { readDoc, readQuery } from '#app/lib/data/documents.server.ts';
import { plateSetupDoc } from '#app/lib/data/plate-setup.ts';
import { myExercises, programDoc } from '#app/lib/data/programs.ts';
import { pastSessions } from '#app/lib/data/sessions.ts';
import { declinedStartingLoads, myStartingLoads, startingLoadsById } from '#app/lib/data/starting-loads.ts';
import { bestOneRms } from '#app/lib/training/index.ts';
import { sessionToResume } from '#app/lib/sessions/sessions.server.ts';
import { requireUser } from '#app/lib/firebase/auth-session.server.ts';
import { documentIdParam } from '#app/lib/request.server.ts';

export const handle = { i18n: ['sessions', 'programs'] };

const wholeParam = (value: string) => (/^\d{1,2}$/.test(value) ? Number(value) : null);

export async function loader({ request, params }: Route.LoaderArgs) {
  const programId = documentIdParam(params.programId);
  const user = await requireUser(request);
  const db = adminDb();
  const week = wholeParam(params.week);
  const dayIndex = wholeParam(params.dayIndex);
  const [program, history, custom, plates, resumed, starting] = await Promise.all([
    readDoc(db, programDoc, { uid: user.uid, id: programId }),
    readQuery(db, pastSessions, { uid: user.uid }),
    readQuery(db, myExercises, { uid: user.uid }),
    readDoc(db, plateSetupDoc, { uid: user.uid }),
    sessionToResume(db, user.uid, request),
    readQuery(db, myStartingLoads, { uid: user.uid }),
  ]);
  const path = `/sessions/new/${programId}/${params.week}/${params.dayIndex}`;
  // Taken over from another device: its exercises are in it, even if the program changed since.
  if (resumed) return { missing: null, path, fresh: resumed, gaps: [], history, custom, plates, resumed: true };
  if (!program) return { missing: 'program' as const, path };
  const now = Date.now();
  const catalogue = catalogueWith(custom);
  const fresh =
    week === null || dayIndex === null
      ? null
      : programDaySession({ id: newId(), date: isoDayIn(now), now, nameOf: catalogue.nameOf }, program, { programId, week, dayIndex }, catalogue.find, bestOneRms(history), {
          history,
          plates,
          starting: startingLoadsById(starting),
        });
  if (!fresh) return { missing: 'day' as const, path, programId, programName: program.name };
  // An exercise the person chose to start without a load is not asked for again.
  const declined = declinedStartingLoads(starting);
  const gaps = startingLoadGaps(fresh, program, catalogue.find).filter((gap) => !declined.includes(gap.exerciseId));
  return { missing: null, path, fresh, gaps, history, custom, plates, resumed: false };
}

export default function ProgramDaySessionRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  if (loaderData.missing === null) {
    const { path, fresh, gaps, history, custom, plates, resumed } = loaderData;
    return (
      <PlateSetupProvider initial={plates}>
        <StartingLoadsGate key={path} path={path} fresh={fresh} gaps={gaps} plates={plates}>
          {(started) => (
            // A session taken over from another device is another screen than this day's new one.
            <LoggingScreen key={resumed ? `${path}:${started.id}` : path} path={path} resumed={resumed} titleKey="sessions:fromProgram.title" fresh={started} history={history} custom={custom} />
          )}
        </StartingLoadsGate>
      </PlateSetupProvider>
    );
  }
  return (
    <Page title={t('sessions:fromProgram.title')}>
      <div className="callout warning">
        <p>{loaderData.missing === 'program' ? t('sessions:fromProgram.unknownProgram') : t('sessions:fromProgram.unknownDay', { name: loaderData.programName })}</p>
      </div>
      <Link to={loaderData.missing === 'program' ? '/programs' : `/programs/${loaderData.programId}`}>{t('sessions:fromProgram.back')}</Link>
    </Page>
  );
}
