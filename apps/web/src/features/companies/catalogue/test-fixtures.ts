import type { ReactElement } from 'react';
import { companyAnswer, renderInCompanyPage } from '../test-company.tsx';
import type { Product } from '@portal/contracts/catalogue/products';
import type { Service } from '@portal/contracts/catalogue/services';

/** A product of company 7 as the API answers it: an upcoming supply its viewer may edit; `patch` changes any field. */
export const productFixture = (patch: Partial<Product> = {}) =>
  ({
    pkProductId: 1,
    fkProductClassificationId: 101,
    classificationCode: '2208',
    classificationName: 'Spirits',
    fkCompanyId: 7,
    companyName: 'Dunav Foods d.o.o.',
    name: 'Pear brandy',
    description: 'Williams pear, 40%',
    keywords: 'brandy;pear;fruit;spirits;gift',
    images: '',
    mainImage: null,
    isSupply: true,
    isDemand: false,
    validFrom: '2999-01-01',
    validTo: '2999-12-31',
    canEdit: true,
    ...patch,
  }) as Product;

/** Renders a catalogue screen's body at `url` for company 7, whose editor (or not) is looking. */
export const renderCatalogue = (ui: ReactElement, { url, canEdit }: { url: string; canEdit: boolean }) =>
  renderInCompanyPage(ui, { company: companyAnswer({ canEdit }), url });

/** A service of company 7 as the API answers it: a current demand its viewer may edit; `patch` changes any field. */
export const serviceFixture = (patch: Partial<Service> = {}) =>
  ({
    pkServiceId: 2,
    fkActivityClassificationId: 546,
    activityCode: '62.01',
    activityName: 'Computer programming',
    fkServiceCategoriesId: null,
    serviceCategoryName: null,
    fkCompanyId: 7,
    companyName: 'Dunav Foods d.o.o.',
    countryName: 'Serbia',
    name: 'Web shops',
    description: null,
    keywords: '',
    images: '',
    mainImage: null,
    isSupply: false,
    isDemand: true,
    validFrom: '2020-01-01',
    validTo: '2999-12-31',
    isVisibleForSupply: true,
    canEdit: true,
    ...patch,
  }) as Service;
