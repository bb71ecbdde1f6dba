int meter_frame_parse(const char *buf, size_t len, meter_frame_t *frame)
{
    // ... existing code ...
        if (parse_obis_value(line, "1-0:1.7.0", &frame->power_delivered_kw) < 0)
            return METER_ERR_VALUE;
        if (parse_obis_value(line, "1-0:2.7.0", &frame->power_returned_kw) < 0)
            return METER_ERR_VALUE;
    }

    // ... existing code ...
            return METER_ERR_CRC;
    }

    frame->crc = crc;
    frame->valid = 1;
    return METER_OK;
}
