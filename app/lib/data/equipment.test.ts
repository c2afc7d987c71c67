import { describe, expect, it } from 'vitest';
import { equipmentDoc, equipmentFromData, equipmentSettingsSchema, OWNED_EQUIPMENT, storedEquipment } from './equipment.ts';

describe('the person’s equipment', () => {
  it('reads a stored list, and tells "never said" (null) from "bodyweight only" ([])', () => {
    expect(equipmentFromData({ equipment: ['halteres', 'banc'], updatedAt: { toMillis: () => 5 } })).toEqual(['halteres', 'banc']);
    expect(equipmentFromData({ equipment: [] })).toEqual([]);
    expect(equipmentFromData(undefined)).toBeNull();
  });

  it('reads a list that no longer fits as unknown, so every equivalent stays offered', () => {
    expect(equipmentFromData({ equipment: ['halteres', 'trampoline'] })).toBeNull();
    expect(equipmentFromData({ equipment: ['halteres', 'halteres'] })).toBeNull();
    expect(equipmentFromData({ equipment: 'halteres' })).toBeNull();
    expect(equipmentFromData({})).toBeNull();
  });

  it('stores each kind once, in the catalogue’s order, never bodyweight', () => {
    expect(storedEquipment(['banc', 'poids-du-corps', 'halteres', 'banc'])).toEqual(['halteres', 'banc']);
    expect(OWNED_EQUIPMENT).not.toContain('poids-du-corps');
    expect(equipmentSettingsSchema.safeParse({ equipment: storedEquipment(['barre', 'poids-du-corps']) }).success).toBe(true);
    expect(equipmentSettingsSchema.safeParse({ equipment: ['poids-du-corps'] }).success).toBe(false);
    expect(equipmentSettingsSchema.safeParse({ equipment: [...OWNED_EQUIPMENT, 'barre'] }).success).toBe(false);
    expect(equipmentDoc.browserWrites).toEqual(['set']);
  });
});
