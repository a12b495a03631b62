ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_role_check" CHECK ("user_roles"."role" in ('admin', 'landlord'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_type_check" CHECK ("users"."type" in ('PERSONAL', 'BUSINESS', 'VA'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_check" CHECK ("users"."role" in ('admin', 'landlord'));--> statement-breakpoint
ALTER TABLE "dwellings" ADD CONSTRAINT "dwellings_status_check" CHECK ("dwellings"."status" in ('DRAFT', 'PENDING_REVIEW', 'DOCUMENTATION_REQUESTED', 'APPROVED', 'REJECTED'));--> statement-breakpoint
ALTER TABLE "dwellings" ADD CONSTRAINT "dwellings_listing_type_check" CHECK ("dwellings"."listing_type" in ('STANDARD', 'PLUS', 'PREMIUM'));--> statement-breakpoint
ALTER TABLE "feedbacks" ADD CONSTRAINT "feedbacks_rating_check" CHECK ("feedbacks"."rating" between 1 and 5);--> statement-breakpoint
ALTER TABLE "feedbacks" ADD CONSTRAINT "feedbacks_leased_by_ab_check" CHECK ("feedbacks"."leased_by_ab" in ('YES', 'NO', 'DONT_KNOW'));