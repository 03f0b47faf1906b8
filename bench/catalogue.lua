-- wrk script: one catalogue query, picked by the QUERY environment variable:
--   category (default)  20 products of a top-level category with its descendants (card fields)
--   category_next       the page after it (keyset cursor read from the first page by catalogue.sh)
--   search              20 products for the keywords "milk" (FTS5, by relevance)
--   product             one product page (gallery, type, category)
--   home                pageSettingByKey('home'): banners and the two product lists
--   offer               offerByKey('last-min')
local card = "_id title slug picture picture_thumb price price_was available_qty limit_max_qty_in_cart" ..
             " attributes_v2 { _id title code value show_in_store } category { _id title } already_in_alert"
local function list(filter, after)
  local a = after and (', after: \\"' .. after .. '\\"') or ""
  return '{ client_productsQuery(first: 20' .. a .. ', filter: \\"' .. filter .. '\\") {' ..
         ' totalCount edges { cursor node { ' .. card .. ' } } pageInfo { endCursor hasNextPage } } }'
end
local queries = {
  category = list('{\\\\\\"cat_slug\\\\\\":\\\\\\"dairy-eggs\\\\\\"}'),
  category_next = list('{\\\\\\"cat_slug\\\\\\":\\\\\\"dairy-eggs\\\\\\"}', os.getenv("AFTER") or ""),
  search = list('{\\\\\\"search\\\\\\":{\\\\\\"keywords\\\\\\":\\\\\\"milk\\\\\\"}}'),
  product = '{ productBySlug(slug: \\"olpers-full-cream-milk-1-litre\\") { ' .. card ..
            ' details type { _id title tax { value unit } } gallery { _id img thumb } response { error { message code } } } }',
  home = '{ pageSettingByKey(key: \\"home\\") { _id key banners { key banner { _id key items { id img thumb url } } }' ..
         ' products { key title products { ' .. card .. ' } } } }',
  offer = '{ offerByKey(key: \\"last-min\\") { _id key items { _id offer_details prod { ' .. card .. ' } } } }',
}
local name = os.getenv("QUERY") or "category"
wrk.method = "POST"
wrk.body = '{"query":"' .. assert(queries[name], "unknown QUERY " .. name) .. '"}'
wrk.headers["Content-Type"] = "application/json"

-- Every answer is checked (a benchmark of error replies would measure nothing): the first
-- bad one of each thread is printed.
local reported = false
function response(status, headers, body)
  if not reported and (status ~= 200 or body:find('"errors"') or not body:find('"data"')) then
    reported = true
    io.stderr:write("BAD RESPONSE " .. status .. ": " .. body:sub(1, 300) .. "\n")
  end
end
