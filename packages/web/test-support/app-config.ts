import { APP_CONFIG_ELEMENT_ID, type AppConfig } from '@nepse/contract';

/** For tests: puts `config` into the page as the server does (index.html's data block); undefined removes it. */
export function setTestAppConfig(config: Partial<AppConfig> | undefined): void {
  document.getElementById(APP_CONFIG_ELEMENT_ID)?.remove();
  if (config === undefined) return;
  const block = document.createElement('script');
  block.id = APP_CONFIG_ELEMENT_ID;
  block.type = 'application/json';
  block.textContent = JSON.stringify(config);
  document.head.append(block);
}
