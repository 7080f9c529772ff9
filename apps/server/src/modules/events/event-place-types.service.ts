import { type InterfaceLanguageCode, textsIn } from '@portal/contracts/codes/interface-languages';
import type { Client } from '../../context.ts';

/** EventPlaceTypes (1 physical, 2 virtual, 3 hybrid), named in every interface language; other languages read English. */
const placeTypeNames: Record<InterfaceLanguageCode, [string, string, string]> = {
  eng: ['Physical', 'Virtual', 'Hybrid'],
  sr: ['Fizički', 'Virtuelni', 'Hibridni'],
  sq: ['Fizik', 'Virtual', 'Hibrid'],
  mk: ['Физички', 'Виртуелен', 'Хибриден'],
};

export function placeTypes(client: Client) {
  return textsIn(placeTypeNames, client.languageId).map((name, i) => ({ pkEventPlaceTypeId: i + 1, name }));
}
