// The few texts bff answers with itself, before or instead of a rendered page (locales/gateway).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyRequest } from 'fastify';

export const gatewayLanguages = ['en', 'sr', 'ru'] as const;
export type GatewayLanguage = (typeof gatewayLanguages)[number];
export type GatewayMessages = Record<GatewayLanguage, Record<string, string>>;

/** Every gateway text in every language, read once at boot. */
export function loadGatewayMessages(repoRoot: string): GatewayMessages {
  const read = (language: GatewayLanguage) =>
    JSON.parse(
      readFileSync(join(repoRoot, 'locales', 'gateway', language, 'data.json'), 'utf8'),
    ) as Record<string, string>;
  return { en: read('en'), sr: read('sr'), ru: read('ru') };
}

/** The page's language from its locale prefix (/sr-RS/…, /ru/…), else the browser's. */
export function gatewayLanguageOf(request: FastifyRequest): GatewayLanguage {
  const prefix = /^\/(en|sr|ru)(?:[-/?]|$)/.exec(request.url)?.[1];
  if (prefix) return prefix as GatewayLanguage;
  const accepted = request.headers['accept-language']?.split(',')[0]?.trim().slice(0, 2);
  return gatewayLanguages.find((language) => language === accepted) ?? 'en';
}
