import { Fragment, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessage } from '#app/components/ui/form.tsx';
import { useForm } from '#app/components/ui/use-form.ts';
import type { Validation } from '#app/lib/forms/validation.ts';
import type { FoodCandidate } from '#app/lib/data/nutrition.ts';
import { isValidBarcode, type Food } from '#app/lib/nutrition/index.ts';
import { OffError, readOffProduct, searchOff, type OffConfig, type OffFailure, type OffHit } from '#app/lib/open-food-facts/client.ts';
import { BarcodeScanner } from './barcode-scanner.tsx';
import { OffCredit } from './credits.tsx';
import { FoodScores } from './food-facts.tsx';
import { nutrientText } from '#app/lib/nutrition/nutrient-values.ts';
import type { useImport } from './use-import.ts';

type Importer = ReturnType<typeof useImport>;

/** How a product found shows, with what can be done with it (add to a meal, to a recipe…) and `actions`. */
export type CandidateRow = (candidate: FoodCandidate, detail: string, actions: ReactNode) => ReactNode;

type Request<T> = { state: 'idle' } | { state: 'loading' } | { state: 'done'; value: T } | { state: 'failed'; reason: OffFailure };

/** Spaces and dashes typed or pasted with a barcode are dropped before it is checked. */
export function cleanBarcode(raw: string): string {
  return raw.replace(/[\s-]/g, '');
}

/** A barcode as typed: the code to read (EAN-8, UPC-A or EAN-13 with its check digit), or why not. */
function validateBarcode(raw: string): Validation<string> {
  const code = cleanBarcode(raw);
  const refused = (key: string): Validation<string> => ({ ok: false, errors: { barcode: { key } } });
  if (code === '') return refused('common:form.required');
  if (!/^\d+$/.test(code) || ![8, 12, 13].includes(code.length)) return refused('nutrition:barcode.length');
  if (!isValidBarcode(code)) return refused('nutrition:barcode.checkDigit');
  return { ok: true, value: code };
}

function failureOf(error: unknown): OffFailure {
  return error instanceof OffError ? error.reason : 'unreachable';
}

/**
 * Open Food Facts on the search screen: a text search on request (never per keystroke: 10
 * searches a minute per person), a barcode typed by hand, and the product read before it is
 * used (`row`: added to a meal, to a recipe) or imported. When OFF is slow, limited or out of reach, a French message says
 * so; the local results above stay.
 */
export function OffPanel({ config, query, importer, row }: { config: OffConfig; query: string; importer: Importer; row: CandidateRow }) {
  const { t } = useTranslation();
  const message = useMessage();
  const [search, setSearch] = useState<Request<{ query: string; hits: OffHit[] }>>({ state: 'idle' });
  const [product, setProduct] = useState<Request<{ barcode: string; food: Food | null }>>({ state: 'idle' });
  const barcodeForm = useForm({ values: { barcode: '' }, validate: ({ barcode }) => validateBarcode(barcode) });
  const barcode = barcodeForm.field('barcode');
  const barcodeError = message(barcode.error);
  const productRef = useRef<HTMLDivElement>(null);
  const barcodeInputRef = useRef<HTMLInputElement>(null);

  const runSearch = () => {
    setSearch({ state: 'loading' });
    searchOff(config, query).then(
      (hits) => setSearch({ state: 'done', value: { query, hits } }),
      (error: unknown) => setSearch({ state: 'failed', reason: failureOf(error) }),
    );
  };

  const readProduct = (code: string) => {
    setProduct({ state: 'loading' });
    readOffProduct(config, code).then(
      (food) => {
        setProduct({
          state: 'done',
          value: {
            barcode: code,
            food: food && {
              ...food,
              name: food.name || t('nutrition:off.unnamed', { barcode: code }),
            },
          },
        });
        productRef.current?.focus();
      },
      (error: unknown) => setProduct({ state: 'failed', reason: failureOf(error) }),
    );
  };

  // Built at submit time: the product read focuses its panel (a ref, never read while rendering).
  const onBarcode = (event: FormEvent<HTMLFormElement>) => barcodeForm.submit((code) => readProduct(code))(event);

  const failure = (reason: OffFailure) => (
    <p className="form-error" role="alert">
      {t(`nutrition:off.errors.${reason}`)} {t('nutrition:off.errors.localStillWorks')}
    </p>
  );

  const found = product.state === 'done' ? product.value.food : null;
  const existing = found ? importer.withBarcode(found.barcode) : null;

  return (
    <section className="stack" aria-labelledby="off-title">
      <h2 id="off-title">{t('nutrition:off.title')}</h2>
      {query ? (
        <div className="stack">
          <div>
            <button
              type="button"
              className="button"
              onClick={runSearch}
              disabled={search.state === 'loading'}
              aria-busy={search.state === 'loading' || undefined}
            >
              {t('nutrition:off.search', { q: query })}
            </button>
          </div>
          {search.state === 'loading' ? (
            <p className="muted" role="status">
              {t('nutrition:off.searching')}
            </p>
          ) : null}
          {search.state === 'failed' ? failure(search.reason) : null}
          {search.state === 'done' ? (
            search.value.hits.length === 0 ? (
              <p className="muted">{t('nutrition:off.noHits', { q: search.value.query })}</p>
            ) : (
              <ul className="food-results" aria-label={t('nutrition:off.hits')}>
                {search.value.hits.map((hit) => (
                  <li key={hit.barcode} className="food-result">
                    <div className="food-result-head">
                      <div>
                        <span className="food-name">{hit.name}</span>
                        <span className="muted food-detail">{[hit.brand, hit.barcode].filter(Boolean).join(' · ')}</span>
                      </div>
                      <span className="food-kcal">
                        {t('nutrition:search.per100g', {
                          kcal: hit.per100g.kcal === null ? '–' : `${Math.round(hit.per100g.kcal)} kcal`,
                        })}
                      </span>
                    </div>
                    <div className="food-result-actions">
                      <button
                        type="button"
                        className="button"
                        onClick={() => readProduct(hit.barcode)}
                        aria-label={t('nutrition:off.openOf', {
                          name: hit.name,
                        })}
                      >
                        {t('nutrition:off.open')}
                      </button>
                    </div>
                  </li>
                ))}
              </ul>
            )
          ) : null}
        </div>
      ) : null}

      <form className="panel stack" onSubmit={onBarcode} noValidate aria-labelledby="barcode-title">
        <h3 id="barcode-title">{t('nutrition:barcode.title')}</h3>
        <BarcodeScanner
          onDetected={(code) => {
            barcodeForm.restart({ barcode: code });
            readProduct(code);
          }}
          onManualEntry={() => barcodeInputRef.current?.focus()}
        />
        <div className="field">
          <label htmlFor="barcode-input">{t('nutrition:barcode.label')}</label>
          <div className="search-row">
            <input
              ref={barcodeInputRef}
              id="barcode-input"
              name={barcode.name}
              inputMode="numeric"
              autoComplete="off"
              value={barcode.value}
              maxLength={20}
              onChange={(e) => barcode.onChange(e.target.value)}
              aria-invalid={barcodeError ? true : undefined}
              aria-describedby={barcodeError ? 'barcode-error' : 'barcode-hint'}
            />
            <button type="submit" className="button primary" disabled={product.state === 'loading'}>
              {t('nutrition:barcode.submit')}
            </button>
          </div>
          <p id="barcode-hint" className="field-hint">
            {t('nutrition:barcode.hint')}
          </p>
          {barcodeError ? (
            <p id="barcode-error" className="field-error" role="alert">
              {barcodeError}
            </p>
          ) : null}
        </div>
      </form>

      <div ref={productRef} tabIndex={-1} className="stack" aria-live="polite">
        {product.state === 'loading' ? <p className="muted">{t('nutrition:off.reading')}</p> : null}
        {product.state === 'failed' ? failure(product.reason) : null}
        {product.state === 'done' && !found ? <p className="callout">{t('nutrition:off.notFound', { barcode: product.value.barcode })}</p> : null}
        {found ? (
          <ul className="food-results" aria-label={t('nutrition:off.product')}>
            {/* A product read afresh starts a fresh row (an open form does not carry over). */}
            <Fragment key={found.barcode}>
              {row(
              {
                ref: { kind: 'off', id: found.barcode },
                name: found.name,
                per100g: found.per100g,
                servings: found.servings,
                micronutrients: found.micronutrients,
                nutriscore: found.nutriscore,
                nova: found.nova,
              },
              [found.brand, found.barcode].filter(Boolean).join(' · '),
              <button type="button" className="button ghost" disabled={existing !== null || !importer.ready} onClick={() => void importer.importOff(found)}>
                {existing ? t('nutrition:search.inMyFoods') : t('nutrition:search.addToMyFoods')}
              </button>,
              )}
            </Fragment>
          </ul>
        ) : null}
        {found ? (
          <div className="stack off-product-facts" data-testid="off-product-facts">
            <FoodScores nutriscore={found.nutriscore} nova={found.nova} />
            <p className="muted">
              {t('nutrition:facts.summary', {
                values: (['proteinG', 'carbsG', 'fatG', 'saltG'] as const).map((key) => `${t(`nutrition:nutrients.${key}`)} ${nutrientText(key, found.per100g[key])}`).join(' · '),
              })}
            </p>
          </div>
        ) : null}
      </div>
      <OffCredit />
    </section>
  );
}
