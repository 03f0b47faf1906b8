-- wrk script for POST /api/search/queries: cycles through the batches the /search page sends
-- (react-instantsearch: one request for the hits and facets, one more per refined disjunctive
-- facet). Usage: wrk -s bench/search.lua http://host:port/api/search/queries
local facets = '["brand","categories.lvl0","free_shipping","price","rating"]'
local function req(index, params) return string.format('{"indexName":"%s","params":%s}', index, params) end
local function batch(...) return '{"requests":[' .. table.concat({...}, ",") .. ']}' end

local bodies = {
  -- the page opens: empty query, all facets
  batch(req("instant_search", '{"query":"","hitsPerPage":20,"page":0,"maxValuesPerFacet":10,"facets":' .. facets .. '}')),
  -- typing
  batch(req("instant_search", '{"query":"mil","hitsPerPage":20,"facets":' .. facets .. '}')),
  batch(req("instant_search", '{"query":"milk","hitsPerPage":20,"facets":' .. facets .. '}')),
  -- a typo and a Roman-Urdu name
  batch(req("instant_search", '{"query":"basmti chawal","hitsPerPage":20,"facets":' .. facets .. '}')),
  -- brand refined (disjunctive: a second request without the brand filter)
  batch(req("instant_search", '{"query":"milk","hitsPerPage":20,"facets":' .. facets ..
              ',"facetFilters":[["brand:Nestle","brand:Olpers"]]}'),
        req("instant_search", '{"query":"milk","hitsPerPage":0,"page":0,"facets":["brand"]}')),
  -- price range + free shipping, sorted by price, second page
  batch(req("instant_search_price_asc", '{"query":"","hitsPerPage":20,"page":1,"facets":' .. facets ..
              ',"facetFilters":[["free_shipping:true"]],"numericFilters":["price>=100","price<=1000"]}'),
        req("instant_search_price_asc", '{"query":"","hitsPerPage":0,"facets":["price"],"facetFilters":[["free_shipping:true"]]}'),
        req("instant_search_price_asc", '{"query":"","hitsPerPage":0,"facets":["free_shipping"],"numericFilters":["price>=100","price<=1000"]}')),
  -- category level 1 refined (hierarchical menu)
  batch(req("instant_search", '{"query":"","hitsPerPage":20,"facets":["brand","categories.lvl0","categories.lvl1"],' ..
              '"facetFilters":[["categories.lvl1:Dairy & Eggs > Milk"]]}'),
        req("instant_search", '{"query":"","hitsPerPage":0,"facets":["categories.lvl0","categories.lvl1"],' ..
              '"facetFilters":[["categories.lvl0:Dairy & Eggs"]]}'),
        req("instant_search", '{"query":"","hitsPerPage":0,"facets":["categories.lvl0"]}')),
}

-- SEARCH_UNIQUE=1: every body made new by a userToken (which changes no result), so none is
-- answered from the route's answer cache: the cost of a search itself.
local unique = os.getenv("SEARCH_UNIQUE") == "1"
local threads = 0
function setup(thread)
  threads = threads + 1
  thread:set("thread_id", threads)  -- a global of that thread's script
end

local i = 0
local sent = 0
request = function()
  i = i % #bodies + 1
  local body = bodies[i]
  if unique then
    sent = sent + 1
    body = body:gsub('"params":{', '"params":{"userToken":"t' .. (thread_id or 0) .. "-" .. sent .. '",')
  end
  return wrk.format("POST", nil, {["Content-Type"] = "application/json"}, body)
end

-- Every answer is checked: the first bad one of each thread is printed (bench/compare.sh fails).
local reported = false
response = function(status, headers, body)
  if not reported and (status ~= 200 or not body:find('"results"') or not body:find('"hits"')) then
    reported = true
    io.stderr:write("BAD RESPONSE " .. status .. ": " .. body:sub(1, 300) .. "\n")
  end
end
