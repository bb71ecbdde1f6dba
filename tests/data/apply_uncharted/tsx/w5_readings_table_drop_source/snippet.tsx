// ... existing code ...
          <th>Change</th>
          <th>Quality</th>
        </tr>
      </thead>
      {/* ... existing code ... */}
              <td>
                <QualityBadge flag={r.quality} />
              </td>
            </tr>
          );
        })}
      {/* ... existing code ... */}
