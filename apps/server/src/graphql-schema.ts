/**
 * The GraphQL schema of the app, composed at the root: each domain's `*.graphql.ts` adds its types
 * and fields to the one Pothos builder (platform/graphql/builder.ts); the schema is built once here
 * and handed to the GraphQL plugin by app.ts.
 */
import { builder } from './platform/graphql/builder';
import './modules/accounts/accounts.graphql';
import './modules/users/users.admin.graphql';
import './modules/dwellings/dwellings.graphql';
import './modules/dwellings/dwellings.lifecycle.graphql';
import './modules/dwellings/dwellings.review.graphql';
import './modules/organizations/organizations.graphql';
import './modules/feedback/feedback.graphql';
import './modules/letting/letting.graphql';
import './modules/payments/payments.graphql';
import './modules/payments/payments.admin.graphql';
import './modules/payments/discounts.graphql';
import './modules/messages/messages.graphql';
import './modules/dashboard/dashboard.graphql';
import './modules/viewings/viewings.graphql';
import './modules/statistics/statistics.graphql';

export const graphqlSchema = builder.toSchema();
