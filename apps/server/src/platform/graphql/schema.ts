/** Builds the GraphQL schema from every domain's fields. */
import { builder } from './builder';
import '../../modules/accounts/accounts.graphql';
import '../../modules/dwellings/dwellings.graphql';
import '../../modules/moderation/moderation.graphql';
import '../../modules/organizations/organizations.graphql';
import '../../modules/dwellings/dwellings.lifecycle.graphql';
import '../../modules/feedback/feedback.graphql';
import '../../modules/payments/payments.graphql';

export const graphqlSchema = builder.toSchema();
