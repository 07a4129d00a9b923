import { boolean, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';

/** Dictionary types (SPEC §3): area, industry, job category, education, … */
export const dictTypes = pgTable('dict_type', {
  type: text('type').primaryKey(),
  nameZh: text('name_zh').notNull(),
  nameEn: text('name_en').notNull(),
  enabled: boolean('enabled').notNull().default(true),
});

/** Dictionary entries; trees (area, industry, job category) link children by parentValue. */
export const dictEntries = pgTable(
  'dict_entry',
  {
    id: serial('id').primaryKey(),
    dictType: text('dict_type')
      .notNull()
      .references(() => dictTypes.type, { onDelete: 'cascade' }),
    value: text('value').notNull(),
    labelZh: text('label_zh').notNull(),
    labelEn: text('label_en').notNull(),
    parentValue: text('parent_value'),
    sort: integer('sort').notNull().default(0),
    cssClass: text('css_class'),
    /** Tag colour in lists: default/primary/success/info/warning/danger; empty = plain text. */
    listClass: text('list_class'),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [
    uniqueIndex('dict_entry_type_value_uq').on(t.dictType, t.value),
    index('dict_entry_parent_idx').on(t.dictType, t.parentValue),
  ],
);
