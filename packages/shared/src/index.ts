/** @udlejning/shared: schemas, enums, constants, pure rules and translations used by server and web. */
export * from './errors';
