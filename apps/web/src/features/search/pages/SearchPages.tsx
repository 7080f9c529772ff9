import { ModuleId } from '@portal/contracts/common/access';
import { type SearchScreenConfig, SearchScreen } from '../components/SearchScreen.tsx';

/** Spec-1 section 2: explore and the public B2B page add All; supply and demand searches only products and services. */
const explore: SearchScreenConfig = { key: 'explore', types: ['all', 'companies', 'products', 'services', 'countries'] };
const b2b: SearchScreenConfig = {
  key: 'b2b',
  types: ['companies', 'products', 'services', 'countries'],
  filter: { moduleId: ModuleId.b2b },
};
const b2bPublic: SearchScreenConfig = { ...b2b, types: ['companies', 'all', 'products', 'services', 'countries'] };
const supplyAndDemand: SearchScreenConfig = { key: 'supply_and_demand', types: ['products', 'services'], withSide: true };
const supplyChain: SearchScreenConfig = {
  key: 'supply_chain',
  types: ['companies', 'products', 'services', 'countries'],
  filter: { moduleId: ModuleId.supplyChain },
};

export const ExplorePage = () => <SearchScreen config={explore} />;
/** The company directory of B2B members. */
export const B2bDirectoryPage = () => <SearchScreen config={b2b} />;
export const B2bPublicDirectoryPage = () => <SearchScreen config={b2bPublic} />;
export const SupplyAndDemandSearchPage = () => <SearchScreen config={supplyAndDemand} />;
export const SupplyChainPublicPage = () => <SearchScreen config={supplyChain} />;
