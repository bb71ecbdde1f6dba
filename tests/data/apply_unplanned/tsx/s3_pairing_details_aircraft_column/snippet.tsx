// ...

        <table className="pairing-details__legs">
          <thead>
            <tr>
              <th>Flight</th>
              <th>Aircraft</th>
              <th>From</th>
              {/* ... */}
            </tr>
          </thead>
          <tbody>
            {pairing.duties.flatMap((duty) =>
              duty.legs.map((leg) => (
                <tr key={`${leg.flightNumber}-${leg.offBlocks}`}>
                  <td>{leg.flightNumber}</td>
                  <td>{leg.aircraftType}</td>
                  <td>{leg.from}</td>
                  {/* ... */}
                </tr>
              )),
            )}
          </tbody>
        </table>

// ...
