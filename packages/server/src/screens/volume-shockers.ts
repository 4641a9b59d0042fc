import { API_PATHS, volumeShockersResponseSchema } from '@nepse/contract';
import { volumeShockers } from '@nepse/core';
import { defineScreen } from './screen-definition';
import { sectorNameOf } from './screen-input';

/** `GET /api/volume-shockers`: core's Volume Shockers on the latest session, each row with its sector. */
export const volumeShockersScreen = defineScreen({
  path: API_PATHS.volumeShockers,
  name: 'volume shockers',
  schema: volumeShockersResponseSchema,
  compute: ({ market, snapshot }) =>
    volumeShockers(market).map((row) => ({ ...row, sector: sectorNameOf(snapshot, row.symbol) })),
});
