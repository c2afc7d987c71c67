import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useLiveQuery } from '#app/components/data/use-live.ts';
import { useWriter } from '#app/components/data/use-writer.ts';
import { Page } from '#app/components/ui/page.tsx';
import { SaveIndicator } from '#app/components/ui/save-indicator.tsx';
import { myPrograms, programDoc, programInputFrom, type Program } from '#app/lib/data/programs.ts';
import { TEMPLATES, type ProgramDraft } from '#app/lib/training/index.ts';
import { catalogueWith } from './catalogue.ts';
import { ProgramFacts } from './program-facts.tsx';
import { ProgramWeeks } from './program-weeks.tsx';

function ProgramCard({ program }: { program: Program }) {
  const { t } = useTranslation();
  return (
    <li>
      <Link className="card-link program-card" to={`/programs/${program.id}`}>
        <strong>{program.name}</strong>
        <ProgramFacts program={program} />
        <span className="muted">{t(`programs:source.${program.source}`)}</span>
      </Link>
    </li>
  );
}

const BUILT_IN = catalogueWith([]);

function TemplateCard({ template, index, onUse, busy, ready }: { template: ProgramDraft; index: number; onUse: () => void; busy: boolean; ready: boolean }) {
  const { t } = useTranslation();
  const titleId = `template-${index}-title`;
  return (
    <li className="panel template-card" aria-labelledby={titleId}>
      <h3 id={titleId}>{template.name}</h3>
      <ProgramFacts program={template} />
      <details className="template-preview">
        <summary>{t('programs:templates.preview')}</summary>
        <ProgramWeeks weeks={template.weeks.slice(0, 1)} catalogue={BUILT_IN} />
        {template.weeks.length > 1 ? <p className="muted">{t('programs:templates.progression', { count: template.weeks.length })}</p> : null}
      </details>
      <button type="button" className="button primary" onClick={onUse} disabled={busy || !ready} aria-busy={busy || undefined}>
        {t('programs:templates.use')}
      </button>
    </li>
  );
}

export function ProgramsScreen({ initial }: { initial: Program[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: programs, error } = useLiveQuery(myPrograms, {}, initial);
  const writer = useWriter();
  const [using, setUsing] = useState<number | null>(null);
  const active = programs.filter((program) => !program.archived);
  const archived = programs.filter((program) => program.archived);

  async function copyTemplate(index: number) {
    setUsing(index);
    const template = TEMPLATES[index]!;
    let id = '';
    const ok = await writer.run(async (data) => {
      id = await data.add(programDoc, {}, programInputFrom(template, 'modele'));
    }, t('programs:templates.useFailed'));
    setUsing(null);
    if (ok) void navigate(`/programs/${id}`);
  }

  return (
    <Page title={t('programs:title')} description={t('programs:description')} actions={<SaveIndicator status={writer.status} liveError={error} />}>
      <nav aria-label={t('programs:create.label')} className="program-create">
        <Link className="button primary" to="/programs/new">
          {t('programs:create.assistant')}
        </Link>
        <Link className="button" to="/programs/instant">
          {t('programs:create.instant')}
        </Link>
        <Link className="button" to="/programs/custom">
          {t('programs:create.custom')}
        </Link>
      </nav>

      <section className="stack program-block" aria-labelledby="my-programs-title">
        <h2 id="my-programs-title">{t('programs:mine.title')}</h2>
        {active.length === 0 ? (
          <div className="callout empty-state">
            <p>
              <strong>{t('programs:mine.emptyTitle')}</strong>
            </p>
            <p>{t(archived.length ? 'programs:mine.emptyArchived' : 'programs:mine.emptyBody')}</p>
          </div>
        ) : (
          <ul className="card-grid">
            {active.map((program) => (
              <ProgramCard key={program.id} program={program} />
            ))}
          </ul>
        )}
        {archived.length ? (
          <details className="archived-programs">
            <summary>{t('programs:mine.archived', { count: archived.length })}</summary>
            <ul className="card-grid">
              {archived.map((program) => (
                <ProgramCard key={program.id} program={program} />
              ))}
            </ul>
          </details>
        ) : null}
      </section>

      <section className="stack program-block" aria-labelledby="templates-title">
        <h2 id="templates-title">{t('programs:templates.title')}</h2>
        <p className="muted">{t('programs:templates.description')}</p>
        <ul className="template-grid">
          {TEMPLATES.map((template, index) => (
            <TemplateCard
              key={template.name}
              template={template}
              index={index}
              busy={using === index}
              ready={writer.ready && using === null}
              onUse={() => void copyTemplate(index)}
            />
          ))}
        </ul>
      </section>
    </Page>
  );
}
