import * as migration_20261121_194757_initial from './20261121_194757_initial';

export const migrations = [
  {
    up: migration_20261121_194757_initial.up,
    down: migration_20261121_194757_initial.down,
    name: '20261121_194757_initial'
  },
];
