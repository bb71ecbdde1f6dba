-- ... existing code ...

    v_limit := paywall.monthly_limit(v_tier);
    v_used := paywall.articles_read(p_reader_id, current_date);

    RETURN GREATEST(v_limit - v_used, 0);
END;
$$;

-- ... existing code ...
