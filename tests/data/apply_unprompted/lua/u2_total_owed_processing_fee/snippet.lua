function M.total_owed(loan, now)
  local fine = M.fine_for(loan, now)
  local lender_fee = M.lender_fee_for(loan, now)
  return fine + lender_fee + (loan.processing_fee or 0)
end

-- ... existing code ...
