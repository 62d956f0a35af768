ALTER TABLE "pin_codes" ADD COLUMN "area_gu" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "pin_codes" ADD COLUMN "area_hi" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- The demo's Rajkot localities (server/db/demo/catalogue.ts) in Gujarati and Hindi script, for databases seeded before
-- these columns: only where the locality is still the demo's English name.
UPDATE "pin_codes" SET "area_gu" = 'સદર બજાર', "area_hi" = 'सदर बाज़ार' WHERE "pin_code" = '360001' AND "area" = 'Sadar Bazaar' AND "area_gu" = '' AND "area_hi" = '';
--> statement-breakpoint
UPDATE "pin_codes" SET "area_gu" = 'ભક્તિનગર', "area_hi" = 'भक्तिनगर' WHERE "pin_code" = '360002' AND "area" = 'Bhaktinagar' AND "area_gu" = '' AND "area_hi" = '';
--> statement-breakpoint
UPDATE "pin_codes" SET "area_gu" = 'આજી ઔદ્યોગિક વિસ્તાર', "area_hi" = 'आजी औद्योगिक क्षेत्र' WHERE "pin_code" = '360003' AND "area" = 'Aji Industrial Area' AND "area_gu" = '' AND "area_hi" = '';
--> statement-breakpoint
UPDATE "pin_codes" SET "area_gu" = 'મવડી', "area_hi" = 'मवडी' WHERE "pin_code" = '360004' AND "area" = 'Mavdi' AND "area_gu" = '' AND "area_hi" = '';
--> statement-breakpoint
UPDATE "pin_codes" SET "area_gu" = 'કાલાવડ રોડ', "area_hi" = 'कालावड रोड' WHERE "pin_code" = '360005' AND "area" = 'Kalawad Road' AND "area_gu" = '' AND "area_hi" = '';
--> statement-breakpoint
UPDATE "pin_codes" SET "area_gu" = 'જામનગર રોડ', "area_hi" = 'जामनगर रोड' WHERE "pin_code" = '360006' AND "area" = 'Jamnagar Road' AND "area_gu" = '' AND "area_hi" = '';
--> statement-breakpoint
UPDATE "pin_codes" SET "area_gu" = 'રૈયા રોડ', "area_hi" = 'रैया रोड' WHERE "pin_code" = '360007' AND "area" = 'Raiya Road' AND "area_gu" = '' AND "area_hi" = '';
--> statement-breakpoint
UPDATE "pin_codes" SET "area_gu" = 'કોઠારીયા', "area_hi" = 'कोठारिया' WHERE "pin_code" = '360020' AND "area" = 'Kothariya' AND "area_gu" = '' AND "area_hi" = '';
--> statement-breakpoint
UPDATE "pin_codes" SET "area_gu" = 'લોથડા', "area_hi" = 'लोथडा' WHERE "pin_code" = '360022' AND "area" = 'Lothda' AND "area_gu" = '' AND "area_hi" = '';
--> statement-breakpoint
UPDATE "pin_codes" SET "area_gu" = 'કુવાડવા', "area_hi" = 'कुवाडवा' WHERE "pin_code" = '360023' AND "area" = 'Kuvadva' AND "area_gu" = '' AND "area_hi" = '';
--> statement-breakpoint
UPDATE "pin_codes" SET "area_gu" = 'શાપર વેરાવળ', "area_hi" = 'शापर वेरावल' WHERE "pin_code" = '360024' AND "area" = 'Shapar Veraval' AND "area_gu" = '' AND "area_hi" = '';
--> statement-breakpoint
UPDATE "pin_codes" SET "area_gu" = 'ગોંડલ', "area_hi" = 'गोंडल' WHERE "pin_code" = '360311' AND "area" = 'Gondal' AND "area_gu" = '' AND "area_hi" = '';
--> statement-breakpoint
UPDATE "pin_codes" SET "area_gu" = 'કોટડા સાંગાણી', "area_hi" = 'कोटडा सांगाणी' WHERE "pin_code" = '360030' AND "area" = 'Kotda Sangani' AND "area_gu" = '' AND "area_hi" = '';
