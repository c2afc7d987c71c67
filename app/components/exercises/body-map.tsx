import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '#app/lib/format/index.ts';
import {
  BODY_MUSCLES,
  LEVEL_BOUNDS,
  muscleLevel,
  WEEKLY_SETS_BAND,
  type BodyMuscle,
  type MuscleLevel,
  type MuscleSets,
  type VolumeScope,
} from '#app/lib/training/muscle-volume.ts';
import type { Muscle } from '#app/lib/training/types.ts';
import { BACK, FIGURE_VIEWBOX, FRONT, SILHOUETTE, type Region, type Shape } from '#app/lib/exercises/body-figure-shapes.ts';
import { TableAlternative } from '#app/components/ui/table-alternative.tsx';

/*
 * The body map: the app's own front and back figure with each muscle group coloured by a level
 * (0 to 4). The drawing is hidden from assistive technology; the legend and a table carry the
 * same figures. Inline SVG, no library.
 */

const sets = (value: number) => formatNumber(value, 1, { trimZeros: true });

function ShapeElement({ shape }: { shape: Shape }) {
  return shape.kind === 'ellipse' ? <ellipse cx={shape.cx} cy={shape.cy} rx={shape.rx} ry={shape.ry} /> : <path d={shape.d} />;
}

function View({ label, regions, levelOf }: { label: string; regions: readonly Region[]; levelOf: (muscle: BodyMuscle) => MuscleLevel }) {
  return (
    <div className="body-view">
      <svg viewBox={FIGURE_VIEWBOX} focusable="false">
        <g className="body-silhouette">
          {SILHOUETTE.map((shape, index) => (
            <ShapeElement key={index} shape={shape} />
          ))}
        </g>
        {regions.map((region) => (
          <g key={region.muscle} className={`body-region body-level-${levelOf(region.muscle)}`} data-muscle={region.muscle}>
            {region.shapes.map((shape, index) => (
              <ShapeElement key={index} shape={shape} />
            ))}
            {region.mirrored ? (
              <g transform="translate(100 0) scale(-1 1)">
                {region.shapes.map((shape, index) => (
                  <ShapeElement key={index} shape={shape} />
                ))}
              </g>
            ) : null}
          </g>
        ))}
      </svg>
      <span className="body-view-label">{label}</span>
    </div>
  );
}

export function BodyFigure({ levelOf }: { levelOf: (muscle: BodyMuscle) => MuscleLevel }) {
  const { t } = useTranslation();
  return (
    <div className="body-figure" aria-hidden="true">
      <View label={t('body-map:front')} regions={FRONT} levelOf={levelOf} />
      <View label={t('body-map:back')} regions={BACK} levelOf={levelOf} />
    </div>
  );
}

function Swatch({ level }: { level: MuscleLevel }) {
  return <span className={`body-swatch body-level-${level}`} aria-hidden="true" />;
}

/**
 * Hard sets per muscle group on the body map, a week's average (`semaine`, with the 10–20 band
 * in the legend and the table) or one session's (`seance`).
 */
export function MuscleSetsMap({ values, scope, title }: { values: MuscleSets; scope: VolumeScope; title: string }) {
  const { t } = useTranslation();
  const id = useId();
  const [low, mid, high] = LEVEL_BOUNDS[scope];
  const weekly = scope === 'semaine';
  const legend: { level: MuscleLevel; text: string }[] = [
    { level: 0, text: t('body-map:legend.zero') },
    { level: 1, text: t('body-map:legend.under', { value: sets(low) }) },
    { level: 2, text: t('body-map:legend.between', { from: sets(low), to: sets(mid) }) },
    { level: 3, text: t(weekly ? 'body-map:legend.betweenBand' : 'body-map:legend.between', { from: sets(mid), to: sets(high) }) },
    { level: 4, text: t('body-map:legend.over', { value: sets(high) }) },
  ];
  const status = (value: number) =>
    value === 0 ? t('body-map:weekly.none') : value < WEEKLY_SETS_BAND.min ? t('body-map:weekly.below') : value <= WEEKLY_SETS_BAND.max ? t('body-map:weekly.within') : t('body-map:weekly.above');
  return (
    <figure className="muscle-map" aria-labelledby={`${id}-title`} data-scope={scope}>
      <figcaption id={`${id}-title`} className="chart-title">
        {title}
      </figcaption>
      <div className="muscle-map-body">
        <BodyFigure levelOf={(muscle) => muscleLevel(values[muscle], scope)} />
        <div className="stack muscle-map-key">
          <ul className="body-legend" aria-label={t('body-map:legend.label')}>
            {legend.map((entry) => (
              <li key={entry.level} className={weekly && entry.level === 3 ? 'body-legend-band' : undefined}>
                <Swatch level={entry.level} />
                {entry.text}
              </li>
            ))}
          </ul>
          {weekly ? <p className="muscle-map-band">{t('body-map:weekly.band', { min: WEEKLY_SETS_BAND.min, max: WEEKLY_SETS_BAND.max })}</p> : null}
          <p className="muted">{t(weekly ? 'body-map:weekly.rule' : 'body-map:session.rule')}</p>
        </div>
      </div>
      <TableAlternative summary={t('body-map:table.show')} label={t('body-map:table.label', { title })} title={title}>
        <thead>
          <tr>
            <th scope="col">{t('body-map:table.muscle')}</th>
            <th scope="col">{t(weekly ? 'body-map:weekly.sets' : 'body-map:session.sets')}</th>
            {weekly ? <th scope="col">{t('body-map:weekly.status')}</th> : null}
          </tr>
        </thead>
        <tbody>
          {BODY_MUSCLES.map((muscle) => (
            <tr key={muscle}>
              <th scope="row">{t(`body-map:muscle.${muscle}`)}</th>
              <td>{sets(values[muscle])}</td>
              {weekly ? <td>{status(values[muscle])}</td> : null}
            </tr>
          ))}
        </tbody>
      </TableAlternative>
    </figure>
  );
}

/** An exercise's muscles on the body map: its main muscle strong, the others lighter. */
export function ExerciseMuscles({ muscles }: { muscles: readonly Muscle[] }) {
  const { t } = useTranslation();
  const [primary, ...others] = muscles.filter((muscle): muscle is BodyMuscle => muscle !== 'cardio');
  const levelOf = (muscle: BodyMuscle): MuscleLevel => (muscle === primary ? 3 : others.includes(muscle) ? 1 : 0);
  return (
    <div className="muscle-map-body">
      <BodyFigure levelOf={levelOf} />
      <dl className="body-legend">
        {primary ? (
          <div>
            <dt>
              <Swatch level={3} />
              {t('body-map:guide.primary')}
            </dt>
            <dd>{t(`body-map:muscle.${primary}`)}</dd>
          </div>
        ) : null}
        {others.length ? (
          <div>
            <dt>
              <Swatch level={1} />
              {t('body-map:guide.secondary')}
            </dt>
            <dd>{others.map((muscle) => t(`body-map:muscle.${muscle}`)).join(', ')}</dd>
          </div>
        ) : null}
      </dl>
    </div>
  );
}
