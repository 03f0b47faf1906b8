// Back-in-stock alerts go out from the database itself: whatever writes the stock (an order,
// a cancellation, an import, an operator's tool, a test hook), the moment a published product
// comes back (available_qty from below 1 to 1 or more, or a product in stock is published), a
// trigger turns every pending alert of that product into one outbox message and marks the alert
// sent — in the same transaction as the stock change, so each alert is sent exactly once.
// SMS to a confirmed phone, else e-mail; accounts that are not enabled get nothing (their alert
// is consumed all the same). The outbox dispatcher picks the messages up on its next poll.
#include "store/migrations/migrations.hpp"

namespace karyana::store::migrations {

const char* sql_0007_product_alerts() {
  return R"sql(
CREATE INDEX product_alerts_customer ON product_alerts(customer_id, prod_id) WHERE sent_at IS NULL;

CREATE TRIGGER product_alerts_back_in_stock
AFTER UPDATE OF available_qty, status ON products
WHEN new.available_qty >= 1 AND new.status = 'published'
 AND (old.available_qty < 1 OR old.status IS NOT 'published')
BEGIN
  INSERT INTO message_outbox(id, channel, recipient, subject, body, kind)
  SELECT lower(hex(randomblob(12))),
         CASE WHEN u.phone_confirmed > 0 AND coalesce(u.phone, '') <> '' THEN 'sms' ELSE 'email' END,
         CASE WHEN u.phone_confirmed > 0 AND coalesce(u.phone, '') <> '' THEN u.phone ELSE u.email END,
         CASE WHEN u.phone_confirmed > 0 AND coalesce(u.phone, '') <> '' THEN ''
              ELSE new.title || ' is back in stock' END,
         'Good news! ' || new.title || ' is back in stock at Karyana. Order now before it sells out again: /product/'
           || new.slug,
         'product_alert'
  FROM product_alerts a JOIN users u ON u.id = a.customer_id
  WHERE a.prod_id = new.id AND a.sent_at IS NULL AND u.status = 'enabled'
  ORDER BY a.created_at, a.id;

  UPDATE product_alerts SET sent_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
  WHERE prod_id = new.id AND sent_at IS NULL;
END;
)sql";
}

}  // namespace karyana::store::migrations
