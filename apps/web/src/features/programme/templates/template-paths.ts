export const TEMPLATES_PATH = '/event-management/templates';
/** A template's form; 0 adds one. */
export const templateFormPath = (id: number) => `${TEMPLATES_PATH}/form/${id}`;
