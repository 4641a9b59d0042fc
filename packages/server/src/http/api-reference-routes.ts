import { API_PATHS } from '@nepse/contract';

/**
 * The routes of the API's interactive reference (Swagger UI: its page, scripts and styles, and its own copy of the
 * document), as the plugin registers them; kept out of the document they show.
 */
export const API_REFERENCE_ROUTES = [
  API_PATHS.docs,
  `${API_PATHS.docs}/`,
  `${API_PATHS.docs}/static/index.html`,
  `${API_PATHS.docs}/static/swagger-initializer.js`,
  `${API_PATHS.docs}/json`,
  `${API_PATHS.docs}/yaml`,
  `${API_PATHS.docs}/*`,
] as const;
