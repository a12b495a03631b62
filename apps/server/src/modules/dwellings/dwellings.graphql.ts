/** GraphQL fields of the dwellings domain (Pothos). */
import { builder } from '../../platform/graphql/builder';

void builder;
