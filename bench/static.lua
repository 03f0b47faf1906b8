-- wrk script: GET one static file (the ceiling of bench/compare.sh). It checks every answer like
-- the other jobs' scripts do, so the client spends the same per response in every job and the
-- ratios compare the server alone. Usage: wrk -s bench/static.lua http://host:port/assets/x.js
local reported = false
function response(status, headers, body)
  if not reported and (status ~= 200 or #body == 0) then
    reported = true
    io.stderr:write("BAD RESPONSE " .. status .. ": " .. body:sub(1, 300) .. "\n")
  end
end
