/** GraphQL fields of the accounts domain (Pothos). */
import { builder } from '../../platform/graphql/builder';

void builder;
