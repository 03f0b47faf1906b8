#include "seed/sahiwal_data.hpp"

namespace karyana::seed {

const std::vector<SettingDef>& default_settings() {
  static const std::vector<SettingDef> list = {
      {"currency", "RS"},
      {"min_order_amount", "500"},            // rupees
      {"max_order_amount", "50000"},          // rupees
      {"max_live_orders_per_customer", "3"},  // orders awaiting delivery per customer; 0: no limit
      {"delivery_charges", "100"},            // rupees per order
      {"suspend_app", "false"},
      {"timeslot_pre_gap", "60"},  // minutes between now and the first bookable slot start
      {"timeslot_days_to_show", "7"},
      {"default_page_title", "Karyana - Online Grocery Store Sahiwal"},
      {"about_label", "About Karyana"},
      {"footer_text",
       "Karyana delivers fresh groceries, household essentials and electronics to your door in Sahiwal. "
       "Cash on delivery, seven days a week."},
      {"support_phone", "040-4221100"},
      {"support_email", "help@karyana.pk"},
      {"verification_countdown", "60"},  // seconds before a phone code can be resent
      {"default_city", "sahiwal"},
      {"app_name", "Karyana"},
      {"app_download_url", "https://play.google.com/store/apps/details?id=pk.karyana.app"},
  };
  return list;
}

const std::vector<std::pair<double, double>>& service_area_ring() {
  // About 5 km across, centred on Sahiwal city (30.668 N, 73.111 E): Farid Town in the west
  // to Dhaab Kalan and the cantonment edge in the east.
  static const std::vector<std::pair<double, double>> ring = {
      {30.6905, 73.1100}, {30.6870, 73.1300}, {30.6760, 73.1395}, {30.6600, 73.1380},
      {30.6470, 73.1260}, {30.6455, 73.1080}, {30.6500, 73.0900}, {30.6620, 73.0825},
      {30.6780, 73.0850}, {30.6880, 73.0950}, {30.6905, 73.1100},
  };
  return ring;
}

const std::vector<PlaceDef>& places() {
  static const std::vector<PlaceDef> list = {
      {"Farid Town", "farid-town", 30.6625, 73.0975, "locality"},
      {"Farid Town Block A", "farid-town-block-a", 30.6650, 73.0950, "locality"},
      {"Jahaz Ground", "jahaz-ground", 30.6718, 73.1075, "landmark"},
      {"Civil Lines", "civil-lines", 30.6648, 73.1135, "locality"},
      {"Sahiwal Railway Station", "sahiwal-railway-station", 30.6660, 73.1045, "station"},
      {"Government Post Graduate College Sahiwal", "gpgc-sahiwal", 30.6735, 73.1058, "landmark"},
      {"University of Sahiwal (City Campus)", "university-of-sahiwal", 30.6560, 73.1140, "landmark"},
      {"Harappa Road", "harappa-road", 30.6605, 73.0860, "road"},
      {"Fatima Jinnah Colony", "fatima-jinnah-colony", 30.6772, 73.1182, "locality"},
      {"Ghalla Mandi", "ghalla-mandi", 30.6692, 73.1002, "market"},
      {"High Street", "high-street", 30.6683, 73.1082, "market"},
      {"Stadium Road", "stadium-road", 30.6598, 73.1162, "road"},
      {"Dhaab Kalan", "dhaab-kalan", 30.6752, 73.1268, "locality"},
      {"DHQ Teaching Hospital", "dhq-hospital", 30.6663, 73.1102, "landmark"},
      {"Sahiwal Medical College", "sahiwal-medical-college", 30.6640, 73.1120, "landmark"},
      {"Company Bagh", "company-bagh", 30.6688, 73.1040, "landmark"},
      {"Kachehri Chowk", "kachehri-chowk", 30.6672, 73.1118, "landmark"},
      {"Pakpattan Chowk", "pakpattan-chowk", 30.6585, 73.1060, "landmark"},
      {"Noor Shah Road", "noor-shah-road", 30.6780, 73.1000, "road"},
      {"Karbala Road", "karbala-road", 30.6740, 73.0960, "road"},
      {"Arifwala Road", "arifwala-road", 30.6540, 73.1220, "road"},
      {"Chichawatni Road", "chichawatni-road", 30.6500, 73.1000, "road"},
      {"Officers Colony", "officers-colony", 30.6625, 73.1190, "locality"},
      {"Shadman Town", "shadman-town", 30.6800, 73.1120, "locality"},
      {"Madina Town", "madina-town", 30.6560, 73.0960, "locality"},
      {"Model Town", "model-town", 30.6700, 73.1230, "locality"},
      {"Allama Iqbal Town", "allama-iqbal-town", 30.6830, 73.1050, "locality"},
      {"Peoples Colony", "peoples-colony", 30.6610, 73.1030, "locality"},
      {"Tariq Bin Ziyad Colony", "tariq-bin-ziyad-colony", 30.6520, 73.1130, "locality"},
      {"Green Town", "green-town", 30.6850, 73.1190, "locality"},
      {"Canal Colony", "canal-colony", 30.6760, 73.0900, "locality"},
      {"Gulistan Colony", "gulistan-colony", 30.6700, 73.0920, "locality"},
      {"Sharqi Colony", "sharqi-colony", 30.6660, 73.1250, "locality"},
      {"Gharbi Colony", "gharbi-colony", 30.6670, 73.0900, "locality"},
      {"Nai Abadi", "nai-abadi", 30.6720, 73.1150, "locality"},
      {"Ajmal Town", "ajmal-town", 30.6530, 73.1040, "locality"},
      {"Liaquat Road", "liaquat-road", 30.6690, 73.1120, "road"},
      {"Zafar Ali Road", "zafar-ali-road", 30.6640, 73.1080, "road"},
      {"Sahiwal Arts Council", "sahiwal-arts-council", 30.6655, 73.1150, "landmark"},
      {"Commissioner Office Sahiwal", "commissioner-office", 30.6630, 73.1160, "landmark"},
      {"Sabzi Mandi", "sabzi-mandi", 30.6745, 73.0985, "market"},
      {"Bus Stand Sahiwal", "bus-stand", 30.6590, 73.0940, "station"},
  };
  return list;
}

const std::vector<PageDef>& pages() {
  static const std::vector<PageDef> list = {
      {"about-us", "About Us", "Karyana is Sahiwal's online grocery store with home delivery and cash on delivery.",
       R"html(<h2>Your neighbourhood karyana, online</h2>
<p>Karyana is an online grocery store for the families of Sahiwal. We bring the things you buy every
week &mdash; fresh fruit and vegetables, milk and eggs, atta, rice and daal, masala, cooking oil,
household and personal care products, and small electronics &mdash; to your door at a time that suits you.</p>
<p>We started because a trip to Ghalla Mandi or High Street takes an evening, and not everyone has one
to spare. Our team buys fresh every morning, packs each order by hand in our store near Jahaz Ground
and delivers across the city, from Farid Town to Dhaab Kalan.</p>
<h3>What we promise</h3>
<ul>
<li><strong>Fair prices</strong> &mdash; shelf prices or better, with weekly price cuts.</li>
<li><strong>Fresh goods</strong> &mdash; produce, meat and dairy bought the same day.</li>
<li><strong>Pay when it arrives</strong> &mdash; cash on delivery on every order.</li>
<li><strong>Delivery slots</strong> &mdash; choose a three-hour window between 9 am and 9 pm, seven days a week.</li>
</ul>
<p>Thank you for shopping local.</p>)html"},
      {"privacy-policy", "Privacy Policy", "How Karyana collects, uses and protects your personal information.",
       R"html(<h2>Privacy Policy</h2>
<p>This policy explains what personal information Karyana collects when you use our website and app,
and how we use it.</p>
<h3>What we collect</h3>
<ul>
<li>Your name, e-mail address, mobile number, gender and, if you give it, date of birth.</li>
<li>Your delivery addresses and their location on the map, so our riders can find you.</li>
<li>Your orders, cart and product alerts.</li>
<li>Technical data such as your browser type and IP address, used to keep the service secure.</li>
</ul>
<h3>How we use it</h3>
<p>We use your information to create your account, verify your phone number, deliver your orders,
contact you about them and, only if you agreed, send you offers. We never sell your data.</p>
<h3>Who sees it</h3>
<p>Our staff and delivery riders see what they need to prepare and deliver your order. SMS and e-mail
providers receive your number or address only to deliver our messages.</p>
<h3>Security and retention</h3>
<p>Passwords are stored only as strong one-way hashes. We keep order records as required by law and
delete inactive accounts on request.</p>
<h3>Your choices</h3>
<p>You can update your details in your profile, stop receiving offers at any time, or ask us to delete
your account by writing to help@karyana.pk.</p>)html"},
      {"terms-and-conditions", "Terms and Conditions", "The terms for ordering from Karyana, Sahiwal.",
       R"html(<h2>Terms and Conditions</h2>
<p>By creating an account or placing an order with Karyana you agree to these terms.</p>
<h3>Accounts</h3>
<p>You must give a correct name, e-mail address and Pakistani mobile number, and verify the number
with the code we send you. Keep your password private; you are responsible for orders placed from your account.</p>
<h3>Orders and prices</h3>
<ul>
<li>Prices are in Pakistani rupees and include applicable taxes unless shown otherwise.</li>
<li>An order is accepted when we confirm it. If an item is out of stock when we pack your order we
will remove it and you will not be charged for it.</li>
<li>A minimum order value and a delivery charge apply; both are shown in your cart before you order.</li>
<li>Vouchers cannot be exchanged for cash and may carry their own conditions.</li>
</ul>
<h3>Delivery</h3>
<p>We deliver inside our Sahiwal service area during the slot you choose. Please make sure someone is
available to receive the order.</p>
<h3>Payment</h3>
<p>All orders are paid in cash on delivery. Please keep the exact amount ready where possible.</p>
<h3>Changes</h3>
<p>We may update these terms; the version on this page applies to new orders.</p>)html"},
      {"help", "Help", "Answers to common questions about ordering from Karyana.",
       R"html(<h2>How can we help?</h2>
<h3>Placing an order</h3>
<ol>
<li>Register or sign in and verify your mobile number.</li>
<li>Add products to your cart.</li>
<li>At checkout choose your address and a delivery slot, add a voucher if you have one, and place your order.</li>
</ol>
<h3>Tracking an order</h3>
<p>Open <em>Your Orders</em> from the account menu to see the status of every order and its history.</p>
<h3>Changing or cancelling</h3>
<p>Call us on 040-4221100 before your order is dispatched and we will change or cancel it.</p>
<h3>Still stuck?</h3>
<p>Our support team is available every day from 9 am to 9 pm on 040-4221100 or help@karyana.pk.</p>)html"},
      {"faqs", "Frequently Asked Questions", "Delivery areas, timings, payment and returns at Karyana.",
       R"html(<h2>Frequently Asked Questions</h2>
<h3>Which areas do you deliver to?</h3>
<p>Central Sahiwal including Farid Town, Civil Lines, Fatima Jinnah Colony, Model Town, Dhaab Kalan,
Shadman Town and the areas around High Street and Stadium Road. The map at checkout shows the exact service area.</p>
<h3>When do you deliver?</h3>
<p>Every day in four slots: 9&ndash;12, 12&ndash;3, 3&ndash;6 and 6&ndash;9. Slots fill up, so book early.</p>
<h3>How do I pay?</h3>
<p>Cash on delivery only. Our rider will give you a printed invoice.</p>
<h3>Is there a minimum order?</h3>
<p>Yes, the minimum order is RS 500. A delivery charge of RS 100 applies to each order.</p>
<h3>What if an item is out of stock?</h3>
<p>Tap <em>Notify me</em> on the product page and we will tell you when it is back.</p>
<h3>Can I return something?</h3>
<p>Yes, see our <a href="/page/returns-refunds">Returns &amp; Refunds</a> policy.</p>)html"},
      {"returns-refunds", "Returns & Refunds", "How to return an item to Karyana and get a refund.",
       R"html(<h2>Returns &amp; Refunds</h2>
<p>If something is not right, tell us and we will make it right.</p>
<ul>
<li><strong>At the door:</strong> check your order when it arrives. You can hand back any damaged,
expired or wrong item to the rider and you will not pay for it.</li>
<li><strong>Fresh produce, meat and dairy:</strong> report problems within 24 hours of delivery.</li>
<li><strong>Packaged goods:</strong> unopened items can be returned within 7 days.</li>
<li><strong>Electronics:</strong> faulty items can be returned within 7 days in their original packaging;
manufacturer warranties apply after that.</li>
</ul>
<p>Refunds are paid in cash by our rider on your next delivery or at our store, within 7 days of approval.</p>
<p>To start a return call 040-4221100 or write to help@karyana.pk with your order number.</p>)html"},
      {"feedback", "Feedback", "Tell Karyana what we do well and what we should improve.",
       R"html(<h2>We would love to hear from you</h2>
<p>Your feedback helps us choose products, improve delivery and fix what is not working.</p>
<p>Send your comments, product requests or complaints to <strong>help@karyana.pk</strong>, or message us on
WhatsApp at <strong>0300-4221100</strong>. Please include your order number if your feedback is about an order.</p>
<p>Every message is read by our team and we reply within one working day.</p>)html"},
      {"contact-us", "Contact Us", "Phone, e-mail and address of Karyana, Sahiwal.",
       R"html(<h2>Contact Us</h2>
<p><strong>Phone:</strong> 040-4221100 (9 am &ndash; 9 pm, every day)<br>
<strong>WhatsApp:</strong> 0300-4221100<br>
<strong>E-mail:</strong> help@karyana.pk</p>
<p><strong>Store and warehouse:</strong><br>
Karyana, near Jahaz Ground, High Street<br>
Sahiwal, Punjab, Pakistan</p>
<p>Orders are delivered only; there is no walk-in shop, but you are welcome to collect returns and refunds at the store.</p>)html"},
  };
  return list;
}

}  // namespace karyana::seed
