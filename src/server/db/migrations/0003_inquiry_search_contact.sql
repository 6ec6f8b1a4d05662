-- The inquiry search also matches the customer's e-mail and phone (issue 10): the search text
-- gains the e-mail and the phone's digits, as inquirySearchText builds it for new rows.
UPDATE "inquiries" SET "search_text" = concat_ws(E'\n',
  replace(lower("name"), E'\n', ' '),
  replace(lower("celebrity_name"), E'\n', ' '),
  replace(lower("event_type"), E'\n', ' '),
  lower("email"),
  regexp_replace("phone_number", '\D', '', 'g'));
