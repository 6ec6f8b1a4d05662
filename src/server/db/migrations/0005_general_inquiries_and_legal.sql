CREATE TABLE "legal_pages" (
	"slug" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"markdown" text NOT NULL,
	"updated_by_id" uuid,
	"updated_by_name" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "legal_pages_slug_check" CHECK ("legal_pages"."slug" in ('privacy', 'terms'))
);
--> statement-breakpoint
CREATE TABLE "privacy_erasures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email_hash" text NOT NULL,
	"inquiries_erased" integer NOT NULL,
	"actor_id" uuid,
	"actor_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "kind" text DEFAULT 'booking' NOT NULL;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "package_name" text;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "budget_range" text;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "audience_size" text;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "legal_pages" ADD CONSTRAINT "legal_pages_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privacy_erasures" ADD CONSTRAINT "privacy_erasures_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_kind_check" CHECK ("inquiries"."kind" in ('booking', 'general'));--> statement-breakpoint
-- The legal pages' starting text (issue 11). Admins edit it under Settings, Legal pages; until then
-- no one has saved it, so updated_by_id and updated_by_name stay null.
INSERT INTO "legal_pages" ("slug", "title", "markdown") VALUES ('privacy', 'Privacy Policy', $md$Starline Talent (“we”, “us”) is a celebrity-management and influencer-services agency based in Navi Mumbai, Maharashtra. This policy explains what personal data we collect through this website, why we collect it, how long we keep it, and the rights you have under India’s Digital Personal Data Protection Act, 2023 (the “DPDP Act”).

## What we collect

When you send us an inquiry, from a celebrity’s page or from our contact form, we collect:

- your **name**;
- your **e-mail address** and **phone number**;
- the **details of your event**: the type of event, its date and location, the celebrity or service package you are interested in, and anything else you choose to tell us (for example a budget range, the size of the audience or other notes);
- the **time you agreed** to this policy when you sent the form.

When you visit the site, our servers also handle technical data such as your IP address. We use it to deliver the pages and to protect the site from abuse, for example by limiting how many inquiries can be sent from one address in an hour. We do not use advertising or analytics cookies, and we do not build profiles of visitors.

Please do not send us information an inquiry does not need, such as identity documents, bank details or health information.

## Why we use it

We use your inquiry only to:

- reply to you, prepare a quote and arrange the booking you ask about;
- check the availability and terms of the celebrities or services you are interested in;
- send you e-mails about your inquiry, including a private link where you can follow its status;
- keep a record of what was agreed, and meet our legal obligations.

We use this data on the basis of the consent you give when you send the form. We do not use it for marketing unless you separately ask us to, and we **do not sell** your personal data.

## Who we share it with

- **Celebrities and their management**: the event details they need to check availability and discuss a booking.
- **Service providers** who host this website and deliver our e-mails, only so that they can provide that service to us.
- **Authorities**, when the law requires us to.

## How long we keep it

We keep an inquiry for as long as we need it to answer you and to carry out any booking that follows. If a booking is made, we also keep the records that tax and accounting laws require, for as long as those laws require. After that, or sooner if you ask us, we erase it. When we erase your data we keep only a note that an erasure took place, which does not contain your e-mail address.

## Your rights under the DPDP Act

You have the right to:

- **Access**: ask for a summary of the personal data we hold about you and of what we do with it;
- **Correction**: ask us to correct, complete or update data that is wrong or incomplete;
- **Erasure**: ask us to erase your data. We then delete the inquiries sent with your e-mail address, unless a law requires us to keep something;
- **Withdraw your consent** at any time, as easily as you gave it. This does not affect what we did before you withdrew it;
- **Grievance redressal**: complain to us about how we handle your data and, if you are not satisfied with our answer, to the Data Protection Board of India;
- **Nominate** someone to use these rights on your behalf if you die or become unable to use them yourself.

To use any of these rights, write to us using the details on our [Contact page](/contact), with the subject “Data protection request”. Please write from the e-mail address you used in your inquiry, or tell us your inquiry reference, so that we can check that the request is yours. We reply as soon as we can, and within the time the law allows.

## Grievance contact

Questions and complaints about your personal data go to our grievance officer, whom you can reach through the e-mail address and phone number on our [Contact page](/contact). Please mark your message “Grievance”.

## How we protect it

Inquiries are kept in our own systems, which only our staff can reach, each with a personal account and password. No system is perfectly secure; if a breach affects your personal data, we will tell you and the Data Protection Board of India as the law requires.

## Children

Our services are meant for adults. If you are under 18, please ask a parent or guardian to send the inquiry for you.

## Changes to this policy

When we change this policy, we publish the new version on this page, and the date at the top shows when it was last updated.$md$) ON CONFLICT ("slug") DO NOTHING;--> statement-breakpoint
INSERT INTO "legal_pages" ("slug", "title", "markdown") VALUES ('terms', 'Terms of Service', $md$These terms apply when you use the Starline Talent website and when you send us an inquiry. By using the site you accept them; if you do not agree, please do not use it.

## About us

Starline Talent is a celebrity-management and influencer-services agency based in Navi Mumbai, Maharashtra, India. Our contact details are on our [Contact page](/contact).

## Using this website

- You may browse the site and share links to it.
- Please do not misuse the site: do not send false details or someone else’s details, send spam or automated inquiries, copy the site’s content in bulk, or try to reach parts of the site or our systems that are not meant for you.
- We may limit or block access for anyone who misuses the site.

## Profiles, prices and availability

The celebrity profiles, photographs, follower counts and prices on this site are given in good faith to help you plan. They are indicative only: fees, availability and what a celebrity will do depend on the event, and are settled only in a written booking. “Price on Demand” means that the fee is quoted for each event.

## Inquiries

- Sending an inquiry is free and does not commit you or us to a booking.
- We aim to reply within 24 hours, with a quote or with questions about your event. A quote is valid for the period it states.
- You must give true details, and be entitled to ask on behalf of the person or organisation holding the event.
- How we handle the personal data in your inquiry is explained in our [Privacy Policy](/privacy).

## Bookings

A booking exists only once both sides have agreed in writing on its terms: the celebrity or service, the date and place, the fee and taxes, the payment schedule, what is included, and the terms for cancelling or moving the event. Those written terms take priority over these website terms. A celebrity’s appearance can depend on travel, health, safety and other matters outside our control; the booking terms say what happens then.

## Content and trademarks

The text, design and logo of this site belong to Starline Talent. The names, photographs and trademarks of celebrities and brands belong to their owners. You may not use them to suggest that a celebrity endorses you or your event without a written agreement.

## Links to other sites

The site links to social networks and other websites that we do not control. We are not responsible for their content or for how they handle your data.

## Our responsibility

We take care to keep the site accurate and available, but we cannot promise that it will always be free of errors or interruptions. As far as the law allows, we are not liable for losses that come from relying on the site alone, without a written booking. Nothing in these terms takes away rights you have under Indian consumer law.

## Law and disputes

These terms are governed by the laws of India. If a dispute arises, please contact us first and we will try to resolve it fairly; otherwise the courts at Mumbai, Maharashtra have jurisdiction.

## Changes to these terms

We may update these terms from time to time. The current version is always on this page, with the date it was last updated.$md$) ON CONFLICT ("slug") DO NOTHING;
