import { EFFECT_ID_LENGTH, KEY_CARD_QTY, PRIORITY } from '@ptcg/contract';
import type { CategoryUpsertRequest, DeckCategory } from '@ptcg/contract';

export type KeyCardValue = { effectId: string; qty: number; cardName: string; setCode: string; cardIndex: string };

export type CategoryFormValues = {
  id: number | null;
  parentId: number | null;
  name: string;
  label: string;
  icon: string[];
  priority: number | string;
  keyEffect: KeyCardValue[];
};

/** The drawer's three modes of SPEC 4: create (no id), edit (id), add variant (parentId, no id). */
export type DrawerMode =
  | { kind: 'create' }
  | { kind: 'edit'; category: DeckCategory }
  | { kind: 'variant'; parent: Pick<DeckCategory, 'id' | 'name' | 'icons' | 'keyEffect'> };

const keyCardValues = (category: Pick<DeckCategory, 'keyEffect'>): KeyCardValue[] =>
  category.keyEffect.map((k) => ({
    effectId: k.effectId,
    qty: k.qty,
    cardName: k.cardName ?? k.effectId,
    setCode: k.setCode ?? '',
    cardIndex: k.cardIndex ?? '',
  }));

export function initialValues(mode: DrawerMode): CategoryFormValues {
  if (mode.kind === 'edit') {
    const c = mode.category;
    return {
      id: c.id,
      parentId: c.parentId,
      name: c.name,
      label: c.label,
      icon: [...c.icons],
      priority: c.priority,
      keyEffect: keyCardValues(c),
    };
  }
  const parent = mode.kind === 'variant' ? mode.parent : null;
  return {
    id: null,
    parentId: parent?.id ?? null,
    name: parent ? `${parent.name} ` : '',
    label: '',
    icon: parent ? [...parent.icons] : [],
    priority: PRIORITY.default,
    // A variant is its archetype plus something: starting from the parent's key cards keeps a rule of one
    // extra card from taking every deck that plays that card, whatever the archetype.
    keyEffect: parent ? keyCardValues(parent) : [],
  };
}

/** SPEC 5's rules and messages, checked before anything is sent (the server checks the same again). */
export const categoryValidation = {
  id: (value: number | null) => (value !== null && !(value > 0) ? 'ID must be greater than 0' : null),
  name: (value: string) => (value.trim().length < 1 ? 'Name is too short' : null),
  icon: (value: string[]) => (value.length < 1 ? 'Icon is required' : null),
  priority: (value: number | string) => {
    const n = typeof value === 'number' ? value : Number(value);
    return value === '' || !Number.isInteger(n) || n < PRIORITY.min || n > PRIORITY.max
      ? 'Priority must be between 0 and 100'
      : null;
  },
  keyEffect: (value: KeyCardValue[]) => {
    const ids = value.map((k) => k.effectId);
    if (new Set(ids).size !== ids.length) return 'Key Card List has duplicate effect id';
    if (value.some((k) => k.effectId.length !== EFFECT_ID_LENGTH))
      return `Effect id must be ${EFFECT_ID_LENGTH} characters`;
    if (value.some((k) => !Number.isInteger(k.qty) || k.qty < KEY_CARD_QTY.min || k.qty > KEY_CARD_QTY.max)) {
      return 'Key card num should be between 1 and 4';
    }
    return null;
  },
};

export function toRequest(values: CategoryFormValues): CategoryUpsertRequest {
  return {
    id: values.id,
    parentId: values.parentId,
    name: values.name.trim(),
    label: values.label.trim(),
    icon: values.icon,
    priority: Number(values.priority),
    keyEffect: values.keyEffect.map((k) => ({ effectId: k.effectId, qty: k.qty })),
  };
}
