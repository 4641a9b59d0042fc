/**
 * The id of index.html's JSON data block holding the AppConfig. In a module of its own, without zod, so that the
 * landing page can read its config without loading the schemas.
 */
export const APP_CONFIG_ELEMENT_ID = 'app-config';
