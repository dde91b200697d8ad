/**
 * Both geocoders against real inputs: the bundled municipality list, and a local node:http server on
 * 127.0.0.1 that answers as Nominatim does (the real HTTP client, headers and query string included).
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GeocoderUnavailableError, normalizePlaceName } from './geocoder';
import { createGeocoder } from './index';
import { GEOCODER_USER_AGENT, NOMINATIM_SOURCE, NominatimGeocoder } from './nominatim';
import { OFFLINE_SOURCE, OfflineMunicipalityGeocoder } from './offline';

describe('offline municipality geocoder', () => {
  const geocoder = new OfflineMunicipalityGeocoder();

  it('holds every Brazilian municipality of the IBGE list', () => {
    expect(geocoder.size).toBeGreaterThanOrEqual(5_570);
  });

  it('matches city and UF regardless of accents, case and spacing', async () => {
    const exact = await geocoder.search({ address: 'Rua X, 1', city: 'São Paulo', state: 'SP' });
    expect(exact).toEqual({
      lat: -23.5329,
      lng: -46.6395,
      label: 'São Paulo - SP',
      source: OFFLINE_SOURCE,
      precision: 'municipality',
    });
    expect(await geocoder.search({ address: '', city: '  SAO   paulo ', state: 'sp' })).toEqual(exact);
    const tome = await geocoder.search({ address: '', city: 'tome acu', state: 'PA' });
    expect(tome?.label).toBe('Tomé-Açu - PA');
  });

  it('tells same-named towns apart by UF and finds nothing for an unknown one', async () => {
    const bomJesusPI = await geocoder.search({ address: '', city: 'Bom Jesus', state: 'PI' });
    const bomJesusRS = await geocoder.search({ address: '', city: 'Bom Jesus', state: 'RS' });
    expect(bomJesusPI?.label).toBe('Bom Jesus - PI');
    expect(bomJesusRS?.label).toBe('Bom Jesus - RS');
    expect(bomJesusPI?.lat).not.toBe(bomJesusRS?.lat);
    expect(await geocoder.search({ address: '', city: 'São Paulo', state: 'RJ' })).toBeNull();
    expect(await geocoder.search({ address: '', city: 'Cidade Que Não Existe', state: 'SP' })).toBeNull();
  });

  it('normalizes names for matching', () => {
    expect(normalizePlaceName(' Itaporanga d’Ajuda ')).toBe('itaporanga d ajuda');
  });
});

describe('Nominatim geocoder', () => {
  let server: Server;
  let baseUrl: string;
  const seen: IncomingMessage[] = [];
  let answer: (url: URL) => { status: number; body: unknown } | 'hang' = () => ({ status: 200, body: [] });

  beforeAll(async () => {
    server = createServer((request, response) => {
      seen.push(request);
      const reply = answer(new URL(request.url ?? '/', 'http://127.0.0.1'));
      if (reply === 'hang') return;
      response.writeHead(reply.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(reply.body));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/nominatim`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('asks /search in jsonv2 for Brazil, identified by its User-Agent, and reads a street result', async () => {
    answer = () => ({
      status: 200,
      body: [
        {
          place_id: 1,
          lat: '-23.5614',
          lon: '-46.6559',
          display_name: 'Avenida Paulista, Bela Vista, São Paulo, Brasil',
          category: 'highway',
          type: 'primary',
          place_rank: 26,
        },
      ],
    });
    const result = await new NominatimGeocoder(baseUrl).search({
      address: 'Avenida Paulista, 1000',
      city: 'São Paulo',
      state: 'SP',
    });
    expect(result).toEqual({
      lat: -23.5614,
      lng: -46.6559,
      label: 'Avenida Paulista, Bela Vista, São Paulo, Brasil',
      source: NOMINATIM_SOURCE,
      precision: 'address',
    });
    const request = seen.at(-1);
    const url = new URL(request?.url ?? '', 'http://127.0.0.1');
    expect(url.pathname).toBe('/nominatim/search');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      format: 'jsonv2',
      q: 'Avenida Paulista, 1000, São Paulo - SP, Brasil',
      countrycodes: 'br',
      limit: '1',
    });
    expect(request?.headers['user-agent']).toBe(GEOCODER_USER_AGENT);
  });

  it('reports a town-level result as municipality precision, and no result as null', async () => {
    answer = () => ({
      status: 200,
      body: [{ lat: '-22.9', lon: '-47.06', display_name: 'Campinas, São Paulo, Brasil', place_rank: 16 }],
    });
    const town = await new NominatimGeocoder(baseUrl).search({
      address: 'Rua ?',
      city: 'Campinas',
      state: 'SP',
    });
    expect(town?.precision).toBe('municipality');
    answer = () => ({ status: 200, body: [] });
    expect(await new NominatimGeocoder(baseUrl).search({ address: 'x', city: 'y', state: 'SP' })).toBeNull();
  });

  it('turns an HTTP error and a service that never answers into GeocoderUnavailableError', async () => {
    answer = () => ({ status: 500, body: { error: 'boom' } });
    const query = { address: 'x', city: 'y', state: 'SP' };
    await expect(new NominatimGeocoder(baseUrl).search(query)).rejects.toBeInstanceOf(
      GeocoderUnavailableError,
    );
    answer = () => 'hang';
    await expect(new NominatimGeocoder(baseUrl, 50).search(query)).rejects.toBeInstanceOf(
      GeocoderUnavailableError,
    );
  });

  it('is the configured geocoder when GEOCODER_URL is set, the offline one otherwise', () => {
    expect(createGeocoder({ GEOCODER_URL: baseUrl })).toBeInstanceOf(NominatimGeocoder);
    expect(createGeocoder({ GEOCODER_URL: undefined })).toBeInstanceOf(OfflineMunicipalityGeocoder);
  });
});
