import { describe, expect, it } from 'vitest';
import { defineDocument, defineQuery, listFrom, resolveQuery } from './documents.ts';
import { sessionDoc } from './sessions.ts';
import { defineView, fieldsOf } from './views.ts';
import * as z from 'zod/mini';

const noteDoc = defineDocument({
  path: 'users/{uid}/notes/{id}',
  fromData: (data, id) => (data ? { id, ...data } : null),
  schema: z.strictObject({ title: z.string().check(z.minLength(1)), pages: z.int().check(z.gte(0)), tag: z.optional(z.string()) }),
  stamps: { updatedAt: true },
  browserWrites: ['set'],
});

describe('defineView', () => {
  it('reads only its fields, parsed with the type’s schema picked to them', () => {
    const titles = defineView(noteDoc, { fields: ['title', 'tag'], from: ({ title, tag }, id) => ({ id, label: tag ? `${title} (${tag})` : title }) });
    expect(titles.path).toBe('users/{uid}/notes/{id}');
    expect(titles.fields).toEqual(['title', 'tag']);
    // Other fields (a bad one, the server's stamp) are not its concern: a listener's copy holds them all.
    expect(titles.fromData({ title: 'Plan', pages: 'many', updatedAt: 5 }, 'n1')).toEqual({ id: 'n1', label: 'Plan' });
    expect(titles.fromData({ title: 'Plan', tag: 'été' }, 'n1')).toEqual({ id: 'n1', label: 'Plan (été)' });
    // A picked field that does not fit, or a required one missing, makes the document a misfit.
    expect(titles.fromData({ title: '' }, 'n1')).toBeNull();
    expect(titles.fromData({ tag: 'été' }, 'n1')).toBeNull();
    expect(titles.fromData(undefined, 'n1')).toBeNull();
  });

  it('reads field by field when partial: what does not fit reads as missing', () => {
    const pages = defineView(noteDoc, { fields: ['title', 'pages'], partial: true, from: ({ title, pages: count }) => ({ title: title ?? '?', pages: count ?? 0 }) });
    expect(pages.fromData({ title: 'Plan', pages: -3 }, 'n1')).toEqual({ title: 'Plan', pages: 0 });
    expect(pages.fromData({ pages: 12 }, 'n1')).toEqual({ title: '?', pages: 12 });
  });

  it('leaves out of a list what its `from` refuses', () => {
    const long = defineView(noteDoc, { fields: ['pages'], from: ({ pages }, id) => (pages > 100 ? id : null) });
    const query = defineQuery(long, { orderBy: [{ field: 'pages', direction: 'desc' }], limit: 5 });
    expect(listFrom(query, [{ id: 'a', data: { pages: 300 } }, { id: 'b', data: { pages: 3 } }, { id: 'c', data: { pages: 'x' } }])).toEqual(['a']);
    expect(resolveQuery(query, { uid: 'u1' })).toEqual({ collection: 'users/u1/notes', orderBy: [{ field: 'pages', direction: 'desc' }], limit: 5 });
  });

  it('hands its fields to the server’s select(), and nothing for a whole document type', () => {
    const summary = defineView(sessionDoc, { fields: ['date', 'title', 'date'], from: ({ date, title }) => `${date} ${title}` });
    expect(fieldsOf(summary)).toEqual(['date', 'title']);
    expect(fieldsOf(sessionDoc)).toBeUndefined();
    expect(summary.fromData({ date: '2026-11-23', title: 'Haut', status: 'terminee', exercises: 'not read' }, 's1')).toBe('2026-11-23 Haut');
  });

  it('refuses a field its type does not have', () => {
    expect(() => defineView(noteDoc, { fields: ['colour' as 'title'], from: () => null })).toThrow('no field colour');
  });
});
