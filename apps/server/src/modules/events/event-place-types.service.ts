import type { AppContext, Client } from '../../context.ts';
import { languageCode } from '../accounts/users.repository.ts';

/** EventPlaceTypes (1 physical, 2 virtual, 3 hybrid), named per language code; other languages read English. */
const placeTypeNames: Record<string, [string, string, string]> = {
  eng: ['Physical', 'Virtual', 'Hybrid'],
  sr: ['Fizički', 'Virtuelni', 'Hibridni'],
};

export async function placeTypes(ctx: AppContext, client: Client) {
  const names = placeTypeNames[await languageCode(ctx.db, client.languageId)] ?? placeTypeNames.eng;
  return names.map((name, i) => ({ pkEventPlaceTypeId: i + 1, name }));
}
