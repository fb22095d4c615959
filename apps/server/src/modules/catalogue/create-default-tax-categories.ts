import { type Language, taxPresets } from '@garage/domain';
import type { Tx } from '../../db/client.ts';
import { createTaxCategory } from './create-tax-category.ts';

/**
 * A new garage starts with the usual tax categories of its country, named in its language (register-garage.ts,
 * decision 038).
 */
export async function createDefaultTaxCategories(
  tx: Tx,
  groupId: number,
  garageId: number,
  countryCode: string,
  language: Language = 'en',
): Promise<void> {
  for (const preset of taxPresets(countryCode, language)) {
    await createTaxCategory(
      tx,
      { groupId, garageId, roles: [] },
      {
        name: preset.name,
        total_value: preset.total_value,
        tax_component_list: preset.components.map((c) => ({ tax_component_name: c.name, value: c.value })),
        active: true,
      },
    );
  }
}
